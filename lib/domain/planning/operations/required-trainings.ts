// The trainings each function requires (lib/domain/planning/required-trainings.ts): planners read
// and change them in the company settings; every assignment path checks them
// (services/planning/bookings.ts).
import { ZRequiredTrainings, ZRequiredTrainingsUpdate } from '../required-trainings';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import * as planningEndpoints from '../endpoints';

export const getRequiredTrainings = defineOperation({
  ...planningEndpoints.getRequiredTrainings,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: "Every function of the tenant with the trainings it requires, and the tenant's trainings",
  responses: { 200: dataResponse('Required trainings', ZRequiredTrainings) },
});

export const setRequiredTrainings = defineOperation({
  ...planningEndpoints.setRequiredTrainings,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Set the trainings one function requires; bookings from then on are checked against them',
  request: { params: ZIdParam, ...jsonBody(ZRequiredTrainingsUpdate) },
  responses: { 200: dataResponse('Required trainings', ZRequiredTrainings) },
});
