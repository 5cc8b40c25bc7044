// Web Push (SPEC §7 setPushNotificationSubscription and deletePushNotificationSubscription):
// the browsers of the caller that receive notifications, and the VAPID key they subscribe with.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { dataResponse, jsonBody } from '../../http/openapi';
import {
  deletePushSubscription,
  pushSettings,
  savePushSubscription,
} from '../../services/notifications/push-subscriptions';
import { ZDone } from '../../../domain/response-parts';
import { ZPushSettings, ZPushSubscriptionInput, ZPushUnsubscribe } from '../../../domain/self-service';

const mw = [requireAuth, requireUserSession];

export function pushRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/pushNotificationSettings',
      middleware: mw,
      tags: ['push'],
      summary: "The VAPID public key, the reminder lead time and the caller's browsers",
      responses: { 200: dataResponse('Push settings', ZPushSettings) },
    }),
    async (c) => c.json({ data: await pushSettings(c.var.deps.db, c.var.auth, c.var.deps.config.push) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/setPushNotificationSubscription',
      middleware: mw,
      tags: ['push'],
      summary: "Save this browser's push subscription (PushSubscription.toJSON())",
      request: jsonBody(ZPushSubscriptionInput),
      responses: { 200: dataResponse('Saved', ZPushSettings) },
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      const saved = await savePushSubscription(
        db,
        c.var.auth,
        config.push,
        c.req.valid('json'),
        c.req.header('user-agent'),
      );
      return c.json({ data: saved }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/deletePushNotificationSubscription',
      middleware: mw,
      tags: ['push'],
      summary: 'Stop notifications to this browser (its endpoint); one that is gone already is fine',
      request: jsonBody(ZPushUnsubscribe),
      responses: { 200: dataResponse('Deleted', ZDone) },
    }),
    async (c) => {
      await deletePushSubscription(c.var.deps.db, c.var.auth, c.req.valid('json').endpoint);
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  return r;
}
