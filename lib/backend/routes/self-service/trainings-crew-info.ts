// /trainings (right `training`) and /crewInfo (right `crewInfo`; planners keep its text).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { needsRight, plannersOnly } from '../../http/guards';
import { dataResponse, jsonBody } from '../../http/openapi';
import { listTrainings } from '../../services/self-service/trainings';
import { getCrewInfo, replaceCrewInfo } from '../../services/self-service/crew-info';
import { ZCrewInfo, ZCrewInfoUpdate, ZPersonTraining, ZTrainingFilters } from '../../../domain/self-service';

export function trainingAndCrewInfoRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/trainings',
      middleware: [requireAuth, needsRight('training.READ')] as const,
      tags: ['trainings'],
      summary: "The caller's trainings (planners: any person's), those expiring within 30 days first",
      request: { query: ZTrainingFilters },
      responses: { 200: dataResponse('Trainings', z.array(ZPersonTraining)) },
    }),
    async (c) => c.json({ data: await listTrainings(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/crewInfo',
      middleware: [requireAuth, needsRight('crewInfo.READ')] as const,
      tags: ['crewInfo'],
      summary: "The company's information for crew",
      responses: { 200: dataResponse('Crew info', ZCrewInfo) },
    }),
    async (c) => c.json({ data: await getCrewInfo(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/crewInfo',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['crewInfo'],
      summary: 'Replace the information for crew, sections in order (planners)',
      request: jsonBody(ZCrewInfoUpdate),
      responses: { 200: dataResponse('Crew info', ZCrewInfo) },
    }),
    async (c) => c.json({ data: await replaceCrewInfo(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 200),
  );

  return r;
}
