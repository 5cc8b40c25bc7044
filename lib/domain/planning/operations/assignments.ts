// Assignments: planners put a person on a row of a crew item, change or cancel it.
import { ZAssignment, ZAssignmentCreate, ZAssignmentUpdate } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import * as planningEndpoints from '../endpoints';
import { ZIfMatchHeaders } from '../../version-headers';

export const createAssignment = defineOperation({
  ...planningEndpoints.createAssignment,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Put a person on a row; 409 DOUBLE_BOOKING (with details) unless confirmDoubleBooking',
  request: jsonBody(ZAssignmentCreate),
  responses: { 201: dataResponse('Created', ZAssignment) },
});

export const updateAssignment = defineOperation({
  ...planningEndpoints.updateAssignment,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Change the status of an assignment (planners)',
  request: { params: ZIdParam, headers: ZIfMatchHeaders, ...jsonBody(ZAssignmentUpdate) },
  responses: { 200: dataResponse('Updated', ZAssignment) },
});

export const cancelAssignment = defineOperation({
  ...planningEndpoints.cancelAssignment,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Cancel an assignment (kept as a record)',
  request: { params: ZIdParam, headers: ZIfMatchHeaders },
  responses: { 200: dataResponse('Cancelled', ZAssignment) },
});
