// Vacation requests (rules §7 vacationRequests GET, POST, DELETE), the planners' list to decide
// on and their decision, and a person's calendar (rules §2 /personal-calendar) that shows them
// with jobs and blocked dates.
import {
  ZCalendarPeriod,
  ZPersonalCalendar,
  ZVacationRequest,
  ZVacationRequestCreate,
  ZVacationRequestFilters,
  ZVacationReview,
  ZVacationReviewQuery,
} from '..';
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
import { ZIfMatchHeaders } from '../../version-headers';

export const listVacationRequests = defineOperation({
  ...planningEndpoints.listVacationRequests,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: "Vacation requests meeting [from, to]; own, or anyone's for planners",
  request: { query: ZListQuery.extend(ZVacationRequestFilters.shape) },
  responses: { 200: listResponse('Vacation requests', ZVacationRequest) },
});

export const reviewVacationRequests = defineOperation({
  ...planningEndpoints.reviewVacationRequests,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Vacation requests for planners to decide on (requested by default), with the confirmed jobs on their days',
  request: { query: ZListQuery.extend(ZVacationReviewQuery.shape) },
  responses: { 200: listResponse('Vacation requests', ZVacationReview) },
});

export const createVacationRequest = defineOperation({
  ...planningEndpoints.createVacationRequest,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: 'Ask for vacation (own, from today on; planners may name a person and any day)',
  request: jsonBody(ZVacationRequestCreate),
  responses: { 201: dataResponse('Requested', ZVacationRequest) },
});

export const withdrawVacationRequest = defineOperation({
  ...planningEndpoints.withdrawVacationRequest,
  access: { sessions: ANY_SESSION },
  tags: ['planning'],
  summary: 'Withdraw an own request while it is still requested (409 once decided)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Withdrawn', ZDone) },
});

export const getPersonalCalendar = defineOperation({
  ...planningEndpoints.getPersonalCalendar,
  access: { sessions: ANY_SESSION, rights: ['projects.READ'] },
  tags: ['planning'],
  summary: "A person's jobs, blocked dates and vacation over [from, to] with their overlaps (own; planners anyone's)",
  request: { params: ZIdParam, query: ZCalendarPeriod },
  responses: { 200: dataResponse('Calendar', ZPersonalCalendar) },
});

export const approveVacationRequest = defineOperation({
  ...planningEndpoints.approveVacationRequest,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Approve a vacation request (planners)',
  request: { params: ZIdParam, headers: ZIfMatchHeaders },
  responses: { 200: dataResponse('Decided', ZVacationRequest) },
});

export const declineVacationRequest = defineOperation({
  ...planningEndpoints.declineVacationRequest,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Decline a vacation request (planners)',
  request: { params: ZIdParam, headers: ZIfMatchHeaders },
  responses: { 200: dataResponse('Decided', ZVacationRequest) },
});
