// Blocked dates (SPEC §7 blockDates): own ones for everyone, anyone's for planners.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { offsetOf, ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { ZBlockDate, ZBlockDateCreate, ZBlockDateFilters } from '../../../domain/planning';
import { ZDone } from '../../../domain/response-parts';
import { createBlockDate, deleteBlockDate, listBlockDates } from '../../services/planning/block-dates';

export function blockDateRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/blockDates',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: "Blocked dates meeting [from, to]; own, or anyone's for planners",
      request: { query: ZListQuery.extend(ZBlockDateFilters.shape) },
      responses: { 200: listResponse('Blocked dates', ZBlockDate) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(listAnswer(q, await listBlockDates(c.var.deps.db, c.var.auth, { ...q, offset: offsetOf(q) })), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/blockDates',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Block dates (own; planners may name a person)',
      request: jsonBody(ZBlockDateCreate),
      responses: { 201: dataResponse('Created', ZBlockDate) },
    }),
    async (c) => c.json({ data: await createBlockDate(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/blockDates/{id}',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: "Delete an own blocked date (planners: anyone's)",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Deleted', ZDone) },
    }),
    async (c) => {
      await deleteBlockDate(c.var.deps.db, c.var.auth, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  return r;
}
