// Staffing a crew item (rules §7 projectCrewItems/{id}): update, activities (to-dos), the
// people a planner may request (with their markers), the crew suggested for an open row, a
// client's "ask for crew", and the client's regular crew to ask from.
import { z } from 'zod';
import {
  ZAssignment,
  ZCandidate,
  ZCandidateQuery,
  ZClientRequestInput,
  ZCrewItem,
  ZCrewItemChange,
  ZCrewSuggestions,
  ZPersonRef,
  ZRegularCrewQuery,
  ZSuggestionQuery,
} from '..';
import { ZActivity } from '../../activities';
import {
  ANY_SESSION,
  dataResponse,
  defineOperation,
  jsonBody,
  listResponse,
  ZIdParam,
  ZListQuery,
} from '../../operation';
import { ZProjectTodoInput } from '../../projects';
import { ZIfMatchHeaders } from '../../version-headers';
import * as planningEndpoints from '../endpoints';

export const updatePlannedCrewItem = defineOperation({
  ...planningEndpoints.updatePlannedCrewItem,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Change a crew item (not when closed); the people on it see the job as changed',
  request: { params: ZIdParam, headers: ZIfMatchHeaders, ...jsonBody(ZCrewItemChange) },
  responses: { 200: dataResponse('Updated', ZCrewItem) },
});

export const listCrewItemTodos = defineOperation({
  ...planningEndpoints.listCrewItemTodos,
  access: { sessions: ['user'], rule: 'planners' },
  tags: ['planning'],
  summary: "The crew item's to-dos (planners)",
  request: { params: ZIdParam, query: ZListQuery },
  responses: { 200: listResponse('To-dos', ZActivity) },
});

export const addCrewItemTodo = defineOperation({
  ...planningEndpoints.addCrewItemTodo,
  access: { sessions: ['user'], rule: 'planners' },
  tags: ['planning'],
  summary: 'Add a to-do about the crew item: due the next day with priority 1',
  request: { params: ZIdParam, ...jsonBody(ZProjectTodoInput) },
  responses: { 201: dataResponse('Created', ZActivity) },
});

export const listCandidates = defineOperation({
  ...planningEndpoints.listCandidates,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Crew members a planner may request, with the function first and the double-booking markers',
  request: { params: ZIdParam, query: ZCandidateQuery },
  responses: { 200: dataResponse('Candidates', z.array(ZCandidate)) },
});

export const suggestCrew = defineOperation({
  ...planningEndpoints.suggestCrew,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary:
    'Crew suggested for an open row: the function fits, nothing stands against them, best rated and least planned that week first',
  request: { params: ZIdParam, query: ZSuggestionQuery },
  responses: { 200: dataResponse('Suggestions', ZCrewSuggestions) },
});

export const createClientRequest = defineOperation({
  ...planningEndpoints.createClientRequest,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: 'Ask for someone who worked for the client before (status clientRequested); the planners get a to-do',
  request: { params: ZIdParam, ...jsonBody(ZClientRequestInput) },
  responses: { 201: dataResponse('Asked', ZAssignment) },
});

export const listRegularCrew = defineOperation({
  ...planningEndpoints.listRegularCrew,
  access: { sessions: ANY_SESSION },
  tags: ['projects'],
  summary: "People who worked on the client's projects: whom a client may ask for (planners and the client)",
  request: { params: ZIdParam, query: ZRegularCrewQuery },
  responses: { 200: dataResponse('People', z.array(ZPersonRef)) },
});
