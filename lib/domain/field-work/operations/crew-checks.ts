// /projectCrews/{id}/checkIns, /checkOuts and /checks: the crew's check-ins and check-outs.
// A new action answers 201; the same clientId again answers 200 with the record it made.
import { z } from 'zod';
import { ZCheckInput, ZCrewCheck, ZCrewDayMember, ZDateQuery } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import * as fieldWorkEndpoints from '../endpoints';

export const listDayChecks = defineOperation({
  ...fieldWorkEndpoints.listDayChecks,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'The crew on a day with check-ins and check-outs (a crew member: only themself)',
  request: { params: ZIdParam, query: ZDateQuery },
  responses: { 200: dataResponse('Crew members of the day', z.array(ZCrewDayMember)) },
});

const checkAnswers = {
  201: dataResponse('Recorded', ZCrewCheck),
  200: dataResponse('Already recorded under this clientId', ZCrewCheck),
};

export const checkIn = defineOperation({
  ...fieldWorkEndpoints.checkIn,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'Check a crew member in (self; crew chief or planner: anyone of the crew)',
  request: { params: ZIdParam, ...jsonBody(ZCheckInput) },
  responses: checkAnswers,
});

export const checkOut = defineOperation({
  ...fieldWorkEndpoints.checkOut,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'Check a crew member out',
  request: { params: ZIdParam, ...jsonBody(ZCheckInput) },
  responses: checkAnswers,
});
