// Membership crews (rules §7 plannerCrews, pCrews, contacts/{id}/pCrews and
// contacts/{id}/plannerCrewMemberships): clients and planners with the membershipCrews right
// read; planners with crewMemberships CREATE and DELETE create teams and add or remove members.
// contacts/{id}/pCrews reads a client contact's teams; in contacts/{id}/plannerCrewMemberships the
// id is the member person (the screen's /membership-crews/{id}/contact/{personId}).
import { z } from 'zod';
import { ZMembership, ZMembershipCrew, ZMembershipCrewDetail, ZMembershipCrewInput, ZMembershipInput } from '..';
import { dataResponse, defineOperation, jsonBody, listResponse, ZIdParam, ZListQuery } from '../../operation';
import * as membershipCrewsEndpoints from '../endpoints';

const ZMembershipParams = ZIdParam.extend({ plannerCrewId: ZIdParam.shape.id });

export const listMembershipCrews = defineOperation({
  ...membershipCrewsEndpoints.listMembershipCrews,
  access: { sessions: ['user'], rights: ['membershipCrews.READ'] },
  tags: ['membership crews'],
  summary: 'Membership crews the caller may see (planners: all; clients: their own)',
  request: { query: ZListQuery },
  responses: { 200: listResponse('Membership crews', ZMembershipCrew) },
});

export const getMembershipCrew = defineOperation({
  ...membershipCrewsEndpoints.getMembershipCrew,
  access: { sessions: ['user'], rights: ['membershipCrews.READ'] },
  tags: ['membership crews'],
  summary: 'One membership crew with its members',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Membership crew', ZMembershipCrewDetail) },
});

export const membershipCrewsOfContact = defineOperation({
  ...membershipCrewsEndpoints.membershipCrewsOfContact,
  access: { sessions: ['user'], rights: ['membershipCrews.READ'] },
  tags: ['membership crews'],
  summary: 'The membership crews kept for a client contact',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Membership crews', z.array(ZMembershipCrew)) },
});

export const createMembershipCrew = defineOperation({
  ...membershipCrewsEndpoints.createMembershipCrew,
  access: { sessions: ['user'], rule: 'planners', rights: ['crewMemberships.CREATE'] },
  tags: ['membership crews'],
  summary: 'Create a membership crew (planners)',
  request: jsonBody(ZMembershipCrewInput),
  responses: { 201: dataResponse('Created', ZMembershipCrewDetail) },
});

export const addMember = defineOperation({
  ...membershipCrewsEndpoints.addMember,
  access: { sessions: ['user'], rule: 'planners', rights: ['crewMemberships.CREATE'] },
  tags: ['membership crews'],
  summary: 'Add the person to a membership crew',
  request: { params: ZIdParam, ...jsonBody(ZMembershipInput) },
  responses: { 201: dataResponse('Added', ZMembership) },
});

export const removeMember = defineOperation({
  ...membershipCrewsEndpoints.removeMember,
  access: { sessions: ['user'], rule: 'planners', rights: ['crewMemberships.DELETE'] },
  tags: ['membership crews'],
  summary: 'Take the person out of a membership crew',
  request: { params: ZMembershipParams },
  responses: { 200: dataResponse('Removed', ZMembership) },
});
