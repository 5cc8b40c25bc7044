// Vacancies (SPEC §7 vacancies, projectCrewItems/{id}/applyVacancy and unapplyVacancy): crew
// with the vacancies right apply and withdraw; planners with persons READ and
// mobileProjectVacancies READ see the applicants and accept or reject them.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { offsetOf, ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { ZProjectVacancy, ZVacancy, ZVacancyAcceptInput, ZVacancyApplication } from '../../../domain/vacancies';
import {
  acceptApplication,
  applyForVacancy,
  listProjectVacancies,
  listVacancies,
  rejectApplication,
  withdrawFromVacancy,
} from '../../services/vacancies/vacancies';
import { vacancyCrew as crew, vacancyPlanners as planners } from './guards';

export function vacancyRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/vacancies',
      middleware: crew,
      tags: ['vacancies'],
      summary: 'Open vacancies whose function fits the caller, with their own application',
      request: { query: ZListQuery },
      responses: { 200: listResponse('Vacancies', ZVacancy) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listVacancies(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrewItems/{id}/applyVacancy',
      middleware: crew,
      tags: ['vacancies'],
      summary: 'Apply for a vacancy (the function must fit); the planners get a to-do',
      request: { params: ZIdParam },
      responses: { 201: dataResponse('Applied', ZVacancyApplication) },
    }),
    async (c) => c.json({ data: await applyForVacancy(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 201),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrewItems/{id}/unapplyVacancy',
      middleware: crew,
      tags: ['vacancies'],
      summary: 'Withdraw an application a planner has not confirmed yet; the planners get a to-do',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Withdrawn', ZVacancyApplication) },
    }),
    async (c) => c.json({ data: await withdrawFromVacancy(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectVacancies',
      middleware: planners,
      tags: ['vacancies'],
      summary: 'Open vacancies with the applications waiting for an answer (planners)',
      request: { query: ZListQuery },
      responses: { 200: listResponse('Vacancies', ZProjectVacancy) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listProjectVacancies(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/vacancyApplications/{id}/accept',
      middleware: planners,
      tags: ['vacancies'],
      summary: 'Accept an application: books the person as confirmed (409 DOUBLE_BOOKING until confirmed twice)',
      request: { params: ZIdParam, ...jsonBody(ZVacancyAcceptInput) },
      responses: { 200: dataResponse('Accepted', ZVacancyApplication) },
    }),
    async (c) =>
      c.json(
        {
          data: await acceptApplication(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')),
        },
        200,
      ),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/vacancyApplications/{id}/reject',
      middleware: planners,
      tags: ['vacancies'],
      summary: 'Reject an application',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Rejected', ZVacancyApplication) },
    }),
    async (c) => c.json({ data: await rejectApplication(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  return r;
}
