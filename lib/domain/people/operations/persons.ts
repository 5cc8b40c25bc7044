// /persons (right persons READ): planners and office see everyone, others themselves; a
// project session reads the people of its project. Profiles are edited by their owner or a planner.
import { z } from 'zod';
import { ZPerson, ZPersonFilters, ZPersonListItem, ZPersonUpdate } from '..';
import { ZFunction } from '../../catalog';
import {
  ANY_SESSION,
  dataResponse,
  defineOperation,
  jsonBody,
  listResponse,
  ZIdParam,
  ZListQuery,
} from '../../operation';
import * as peopleEndpoints from '../endpoints';
import { ZIfMatchHeaders } from '../../version-headers';

export const listPersons = defineOperation({
  ...peopleEndpoints.listPersons,
  access: { sessions: ANY_SESSION },
  tags: ['persons'],
  summary: 'Persons the caller may see',
  request: { query: ZListQuery.extend(ZPersonFilters.shape) },
  responses: { 200: listResponse('Persons', ZPersonListItem) },
});

export const getPerson = defineOperation({
  ...peopleEndpoints.getPerson,
  access: { sessions: ANY_SESSION },
  tags: ['persons'],
  summary: 'One person (profile)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Person', ZPerson) },
});

export const updatePerson = defineOperation({
  ...peopleEndpoints.updatePerson,
  access: { sessions: ANY_SESSION },
  tags: ['persons'],
  summary: 'Change profile fields (own profile; planners any person, and names, email, birthday, contact, region)',
  request: { params: ZIdParam, headers: ZIfMatchHeaders, ...jsonBody(ZPersonUpdate) },
  responses: { 200: dataResponse('Updated', ZPerson) },
});

export const listPersonFunctions = defineOperation({
  ...peopleEndpoints.listPersonFunctions,
  access: { sessions: ANY_SESSION },
  tags: ['persons'],
  summary: "A person's crew functions",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Functions', z.array(ZFunction)) },
});
