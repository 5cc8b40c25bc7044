import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter } from '../http/router';
import { BACKEND_VERSION } from '../version';

export function systemRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/status',
      tags: ['system'],
      summary: 'Health of the service and its database',
      responses: {
        200: {
          description: 'Healthy',
          content: {
            'application/json': { schema: z.object({ data: z.object({ status: z.string(), database: z.string() }) }) },
          },
        },
        503: {
          description: 'Database unreachable',
          content: {
            'application/json': { schema: z.object({ data: z.object({ status: z.string(), database: z.string() }) }) },
          },
        },
      },
    }),
    async (c) => {
      try {
        await c.var.deps.db.execute(sql`select 1`);
        return c.json({ data: { status: 'ok', database: 'ok' } }, 200);
      } catch {
        return c.json({ data: { status: 'degraded', database: 'unreachable' } }, 503);
      }
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/version',
      tags: ['system'],
      summary: 'Backend version',
      responses: {
        200: {
          description: 'Version',
          content: { 'application/json': { schema: z.object({ data: z.object({ version: z.string() }) }) } },
        },
      },
    }),
    (c) => c.json({ data: { version: BACKEND_VERSION } }, 200),
  );
  return r;
}
