// /projectCrews/{id}/signOff and /setProposedPaidChargedHours: the crew chief (or a planner)
// proposes the day's paid and charged hours and closes the day; /exports/hours hands the approved
// hours of a period to planners and office as a spreadsheet.
import { ZDateInput, ZDateQuery, ZProposedHoursInput, ZSignOff, ZSignOffInput } from '..';
import { ZHoursExportQuery } from '../../export-query';
import { ZIdempotencyHeaders } from '../../idempotency-headers';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import { exportResponse } from '../../operation-content';
import * as fieldWorkEndpoints from '../endpoints';

export const getSignOffProposal = defineOperation({
  ...fieldWorkEndpoints.getSignOffProposal,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'The hours proposal of a day, per person (crew chief, planners)',
  request: { params: ZIdParam, query: ZDateQuery },
  responses: { 200: dataResponse('Proposal', ZSignOff) },
});

export const setProposedHours = defineOperation({
  ...fieldWorkEndpoints.setProposedHours,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'Propose paid and charged minutes per person (crew chief, planners)',
  request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZProposedHoursInput) },
  responses: { 200: dataResponse('Proposal', ZSignOff) },
});

export const signOffDay = defineOperation({
  ...fieldWorkEndpoints.signOffDay,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'Close the day for the crew (crew chief, planners)',
  request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZSignOffInput) },
  responses: { 200: dataResponse('Signed off', ZSignOff) },
});

export const approveHours = defineOperation({
  ...fieldWorkEndpoints.approveHours,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'Approve the hours a crew chief proposed for themself on a day (planners)',
  request: { params: ZIdParam, ...jsonBody(ZDateInput) },
  responses: { 200: dataResponse('Proposal', ZSignOff) },
});

export const exportHours = defineOperation({
  ...fieldWorkEndpoints.exportHours,
  access: { sessions: ANY_SESSION, rule: 'plannersOrOffice' },
  tags: ['projectCrews'],
  summary: 'Approved hours of signed-off days from `from` to `to`, per person and per shift, as .xlsx or .csv',
  request: { query: ZHoursExportQuery },
  responses: { 200: exportResponse },
});
