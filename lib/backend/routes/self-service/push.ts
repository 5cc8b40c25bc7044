// The routes of lib/domain/self-service/operations/push.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import {
  deletePushSubscription,
  pushSettings,
  savePushSubscription,
} from '../../services/notifications/push-subscriptions';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/self-service/operations/push';

export function pushRoutes() {
  const r = createRouter();

  r.openapi(route(op.getPushSettings), async (c) =>
    c.json({ data: await pushSettings(c.var.deps.db, c.var.auth, c.var.deps.config.push) }, 200),
  );

  r.openapi(route(op.savePushSubscription), async (c) => {
    const { db, config } = c.var.deps;
    const saved = await savePushSubscription(
      db,
      c.var.auth,
      config.push,
      c.req.valid('json'),
      c.req.header('user-agent'),
    );
    return c.json({ data: saved }, 200);
  });

  r.openapi(route(op.deletePushSubscription), async (c) => {
    await deletePushSubscription(c.var.deps.db, c.var.auth, c.req.valid('json').endpoint);
    return c.json({ data: { ok: true as const } }, 200);
  });

  return r;
}
