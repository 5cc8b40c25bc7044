// /trainings (right `training`) and /crewInfo (right `crewInfo`; planners keep its text).
import { z } from 'zod';
import { ZCrewInfo, ZCrewInfoUpdate, ZPersonTraining, ZTrainingFilters } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody } from '../../operation';
import * as selfServiceEndpoints from '../endpoints';

export const listTrainings = defineOperation({
  ...selfServiceEndpoints.listTrainings,
  access: { sessions: ANY_SESSION, rights: ['training.READ'] },
  tags: ['trainings'],
  summary: "The caller's trainings (planners: any person's), those expiring within 30 days first",
  request: { query: ZTrainingFilters },
  responses: { 200: dataResponse('Trainings', z.array(ZPersonTraining)) },
});

export const getCrewInfo = defineOperation({
  ...selfServiceEndpoints.getCrewInfo,
  access: { sessions: ANY_SESSION, rights: ['crewInfo.READ'] },
  tags: ['crewInfo'],
  summary: "The company's information for crew",
  responses: { 200: dataResponse('Crew info', ZCrewInfo) },
});

export const replaceCrewInfo = defineOperation({
  ...selfServiceEndpoints.replaceCrewInfo,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['crewInfo'],
  summary: 'Replace the information for crew, sections in order (planners)',
  request: jsonBody(ZCrewInfoUpdate),
  responses: { 200: dataResponse('Crew info', ZCrewInfo) },
});
