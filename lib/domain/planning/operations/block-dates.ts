// Blocked dates (rules §7 blockDates): own ones for everyone, anyone's for planners.
import { ZBlockDate, ZBlockDateCreate, ZBlockDateFilters } from '..';
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
import * as planningEndpoints from '../endpoints';

export const listBlockDates = defineOperation({
  ...planningEndpoints.listBlockDates,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: "Blocked dates meeting [from, to]; own, or anyone's for planners",
  request: { query: ZListQuery.extend(ZBlockDateFilters.shape) },
  responses: { 200: listResponse('Blocked dates', ZBlockDate) },
});

export const createBlockDate = defineOperation({
  ...planningEndpoints.createBlockDate,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: 'Block dates (own; planners may name a person)',
  request: jsonBody(ZBlockDateCreate),
  responses: { 201: dataResponse('Created', ZBlockDate) },
});

export const deleteBlockDate = defineOperation({
  ...planningEndpoints.deleteBlockDate,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: "Delete an own blocked date (planners: anyone's)",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Deleted', ZDone) },
});
