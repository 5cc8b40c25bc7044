// Project crews (rules §7 projectCrews): list, read, and planners' create/update/delete.
import { z } from 'zod';
import { ZCrewItem, ZProjectCrew, ZProjectCrewCreate, ZProjectCrewFilters, ZProjectCrewUpdate } from '..';
import {
  ANY_SESSION,
  dataResponse,
  defineOperation,
  jsonBody,
  listResponse,
  ZIdParam,
  ZListQuery,
} from '../../operation';
import { ZDone } from '../../response-parts';
import { ZIfMatchHeaders } from '../../version-headers';
import * as planningEndpoints from '../endpoints';

export const listProjectCrews = defineOperation({
  ...planningEndpoints.listProjectCrews,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: 'Crews the caller may see; `date` keeps crews with a crew item on that day',
  request: { query: ZListQuery.extend(ZProjectCrewFilters.shape) },
  responses: { 200: listResponse('Crews', ZProjectCrew) },
});

export const getProjectCrew = defineOperation({
  ...planningEndpoints.getProjectCrew,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: 'One crew with project, location, people and counts',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Crew', ZProjectCrew) },
});

export const listCrewItemsOfCrew = defineOperation({
  ...planningEndpoints.listCrewItemsOfCrew,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: 'Crew items of a crew with their rows and people',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Crew items', z.array(ZCrewItem)) },
});

export const createProjectCrew = defineOperation({
  ...planningEndpoints.createProjectCrew,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Create a crew (planners)',
  request: jsonBody(ZProjectCrewCreate),
  responses: { 201: dataResponse('Created', ZProjectCrew) },
});

export const updateProjectCrew = defineOperation({
  ...planningEndpoints.updateProjectCrew,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Change a crew (planners)',
  request: { params: ZIdParam, headers: ZIfMatchHeaders, ...jsonBody(ZProjectCrewUpdate) },
  responses: { 200: dataResponse('Updated', ZProjectCrew) },
});

export const deleteProjectCrew = defineOperation({
  ...planningEndpoints.deleteProjectCrew,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Delete a crew without people on it (planners)',
  request: { params: ZIdParam, headers: ZIfMatchHeaders },
  responses: { 200: dataResponse('Deleted', ZDone) },
});
