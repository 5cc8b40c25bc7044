// A crew member's profile (rules §7 crewMember/{id}: crewFunctions, crewTags,
// documentBasedSkills; persons/{id}/profileAccess): for logins with crewProfile CONTACT.
import { z } from 'zod';
import { ZDocumentSkill, ZNamedList, ZProfileAccess } from '..';
import { dataResponse, defineOperation, ZIdParam } from '../../operation';
import * as crewProfileEndpoints from '../endpoints';

export const crewFunctions = defineOperation({
  ...crewProfileEndpoints.crewFunctions,
  access: { sessions: ['user'], rights: ['crewProfile.CONTACT'] },
  tags: ['crewMember'],
  summary: "A crew member's functions",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Functions', ZNamedList) },
});

export const crewTags = defineOperation({
  ...crewProfileEndpoints.crewTags,
  access: { sessions: ['user'], rights: ['crewProfile.CONTACT'] },
  tags: ['crewMember'],
  summary: "A crew member's tags",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Tags', ZNamedList) },
});

export const documentBasedSkills = defineOperation({
  ...crewProfileEndpoints.documentBasedSkills,
  access: { sessions: ['user'], rights: ['crewProfile.CONTACT'] },
  tags: ['crewMember'],
  summary: "A crew member's signed documents, as skills",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Skills', z.array(ZDocumentSkill)) },
});

export const profileAccess = defineOperation({
  ...crewProfileEndpoints.profileAccess,
  access: { sessions: ['user'], rights: ['crewProfile.CONTACT'] },
  tags: ['persons'],
  summary: "A crew member's name and contact details",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Profile', ZProfileAccess) },
});
