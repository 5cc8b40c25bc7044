// Blocked dates (SPEC §7 blockDates): own ones for everyone, anyone's for planners.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth } from '../http/auth';
import { offsetOf, ZIdParam, ZIsoDate, ZListQuery } from '../http/list';
import { ZBlockDate, ZBlockDateCreate } from '../../domain/planning';
import { createBlockDate, deleteBlockDate, listBlockDates } from '../services/planning/block-dates';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const ZMeta = z.object({ page: z.number(), limit: z.number(), total: z.number() });

export function blockDateRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/blockDates',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: "Blocked dates meeting [from, to]; own, or anyone's for planners",
      request: {
        query: ZListQuery.extend({
          personId: z.coerce.number().int().positive().max(2147483647).optional(),
          from: ZIsoDate.optional(),
          to: ZIsoDate.optional(),
        }),
      },
      responses: {
        200: { description: 'Blocked dates', ...json(z.object({ data: z.array(ZBlockDate), meta: ZMeta })) },
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { data, total } = await listBlockDates(c.var.deps.db, c.var.auth, { ...q, offset: offsetOf(q) });
      return c.json({ data, meta: { page: q.page, limit: q.limit, total } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/blockDates',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Block dates (own; planners may name a person)',
      request: { body: { required: true, ...json(ZBlockDateCreate) } },
      responses: { 201: { description: 'Created', ...json(z.object({ data: ZBlockDate })) } },
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
      responses: { 200: { description: 'Deleted', ...json(z.object({ data: z.object({ ok: z.boolean() }) })) } },
    }),
    async (c) => {
      await deleteBlockDate(c.var.deps.db, c.var.auth, c.req.valid('param').id);
      return c.json({ data: { ok: true } }, 200);
    },
  );

  return r;
}
