// The vacancy operations (rules §7 vacancies, projectCrewItems/{id}/applyVacancy and
// unapplyVacancy): crew with the vacancies right see open rows and apply or withdraw; planners
// with persons READ and mobileProjectVacancies READ see the applicants and accept or reject them.
import {
  dataResponse,
  defineOperation,
  jsonBody,
  listResponse,
  ZIdParam,
  ZListQuery,
  type TAccess,
} from '../operation';
import * as vacancyEndpoints from './endpoints';
import { ZIfMatchHeaders } from '../version-headers';
import { ZProjectVacancy, ZVacancy, ZVacancyAcceptInput, ZVacancyApplication } from './vacancy';

/** Crew with the vacancies right (shift swaps are theirs too). */
export const vacancyCrew: TAccess = { sessions: ['user'], rights: ['vacancies.READ'] };
/** Planners who may answer applications and swaps. */
export const vacancyPlanners: TAccess = {
  sessions: ['user'],
  rule: 'planners',
  rights: ['persons.READ', 'mobileProjectVacancies.READ'],
};
const tags = ['vacancies'];

export const listVacancies = defineOperation({
  ...vacancyEndpoints.listVacancies,
  access: vacancyCrew,
  tags,
  summary: 'Open vacancies whose function fits the caller, with their own application',
  request: { query: ZListQuery },
  responses: { 200: listResponse('Vacancies', ZVacancy) },
});

export const applyForVacancy = defineOperation({
  ...vacancyEndpoints.applyForVacancy,
  access: vacancyCrew,
  tags,
  summary: 'Apply for a vacancy (the function must fit); the planners get a to-do',
  request: { params: ZIdParam },
  responses: { 201: dataResponse('Applied', ZVacancyApplication) },
});

export const withdrawFromVacancy = defineOperation({
  ...vacancyEndpoints.withdrawFromVacancy,
  access: vacancyCrew,
  tags,
  summary: 'Withdraw an application a planner has not confirmed yet; the planners get a to-do',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Withdrawn', ZVacancyApplication) },
});

export const listProjectVacancies = defineOperation({
  ...vacancyEndpoints.listProjectVacancies,
  access: vacancyPlanners,
  tags,
  summary: 'Open vacancies with the applications waiting for an answer (planners)',
  request: { query: ZListQuery },
  responses: { 200: listResponse('Vacancies', ZProjectVacancy) },
});

export const acceptApplication = defineOperation({
  ...vacancyEndpoints.acceptApplication,
  access: vacancyPlanners,
  tags,
  summary: 'Accept an application: books the person as confirmed (409 DOUBLE_BOOKING until confirmed twice)',
  request: { params: ZIdParam, headers: ZIfMatchHeaders, ...jsonBody(ZVacancyAcceptInput) },
  responses: { 200: dataResponse('Accepted', ZVacancyApplication) },
});

export const rejectApplication = defineOperation({
  ...vacancyEndpoints.rejectApplication,
  access: vacancyPlanners,
  tags,
  summary: 'Reject an application',
  request: { params: ZIdParam, headers: ZIfMatchHeaders },
  responses: { 200: dataResponse('Rejected', ZVacancyApplication) },
});
