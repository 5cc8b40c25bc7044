// Crew items (rules §7 projectCrewItems and projectCrewItemStatus): reading one item, and
// the status actions of rules §4, each a POST with the item id in the body.
import { ZCrewItem, ZCrewItemCreate, ZCrewItemRef, ZCrewItemStatusView, ZCrewItemUpdate, ZNoShow } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import { ZIfMatchHeaders } from '../../version-headers';
import * as planningEndpoints from '../endpoints';

export const getCrewItem = defineOperation({
  ...planningEndpoints.getCrewItem,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: 'One crew item with its rows and people',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Crew item', ZCrewItem) },
});

export const getCrewItemStatus = defineOperation({
  ...planningEndpoints.getCrewItemStatus,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: 'Status and the actions the caller may take',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Status', ZCrewItemStatusView) },
});

export const createCrewItem = defineOperation({
  ...planningEndpoints.createCrewItem,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Create a crew item in status design (planners)',
  request: jsonBody(ZCrewItemCreate),
  responses: { 201: dataResponse('Created', ZCrewItem) },
});

export const updateCrewItem = defineOperation({
  ...planningEndpoints.updateCrewItem,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Change a crew item (not when closed); people on it see the job as changed',
  request: { headers: ZIfMatchHeaders, ...jsonBody(ZCrewItemUpdate) },
  responses: { 200: dataResponse('Updated', ZCrewItem) },
});

export const recordNoShow = defineOperation({
  ...planningEndpoints.recordNoShow,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: "Record that one row's person did not show up (planners, crew chief; after the start)",
  request: { headers: ZIfMatchHeaders, ...jsonBody(ZNoShow) },
  responses: { 200: dataResponse('Recorded', ZCrewItem) },
});

export const activateCrewItem = defineOperation({
  ...planningEndpoints.activateCrewItem,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'activate a crew item (planners)',
  request: { headers: ZIfMatchHeaders, ...jsonBody(ZCrewItemRef) },
  responses: { 200: dataResponse('New status', ZCrewItem) },
});

export const crewItemNotNeeded = defineOperation({
  ...planningEndpoints.crewItemNotNeeded,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'notNeeded a crew item (planners)',
  request: { headers: ZIfMatchHeaders, ...jsonBody(ZCrewItemRef) },
  responses: { 200: dataResponse('New status', ZCrewItem) },
});

export const reactivateCrewItem = defineOperation({
  ...planningEndpoints.reactivateCrewItem,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'reactivate a crew item (planners)',
  request: { headers: ZIfMatchHeaders, ...jsonBody(ZCrewItemRef) },
  responses: { 200: dataResponse('New status', ZCrewItem) },
});
