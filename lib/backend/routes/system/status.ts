// /status and /version: the service's own health and version, without a login.
import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter } from '../../http/router';
import { dataResponse } from '../../http/openapi';
import { BACKEND_VERSION } from '../../version';
import { ZServiceStatus, ZVersion } from '../../../domain/system';

export function systemRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/status',
      tags: ['system'],
      summary: 'Health of the service and its database',
      responses: {
        200: dataResponse('Healthy', ZServiceStatus),
        503: dataResponse('Database unreachable', ZServiceStatus),
      },
    }),
    async (c) => {
      try {
        await c.var.deps.db.execute(sql`select 1`);
        return c.json({ data: { status: 'ok' as const, database: 'ok' as const } }, 200);
      } catch {
        return c.json({ data: { status: 'degraded' as const, database: 'unreachable' as const } }, 503);
      }
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/version',
      tags: ['system'],
      summary: 'Backend version',
      responses: { 200: dataResponse('Version', ZVersion) },
    }),
    (c) => c.json({ data: { version: BACKEND_VERSION } }, 200),
  );
  return r;
}
