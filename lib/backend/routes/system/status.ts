// The routes of lib/domain/system/operations/status.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { sql } from 'drizzle-orm';
import { createRouter } from '../../http/router';
import { BACKEND_VERSION } from '../../version';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/system/operations/status';

export function systemRoutes() {
  const r = createRouter();
  r.openapi(route(op.getStatus), async (c) => {
    try {
      await c.var.deps.db.execute(sql`select 1`);
      return c.json({ data: { status: 'ok' as const, database: 'ok' as const } }, 200);
    } catch {
      return c.json({ data: { status: 'degraded' as const, database: 'unreachable' as const } }, 503);
    }
  });
  r.openapi(route(op.getVersion), (c) => c.json({ data: { version: BACKEND_VERSION } }, 200));
  return r;
}
