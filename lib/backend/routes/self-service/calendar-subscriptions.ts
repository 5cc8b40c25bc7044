// The routes of lib/domain/self-service/operations/calendar-subscriptions.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { ownPersonOrPlanner } from '../../http/guards';
import { requestHost } from '../../http/request-host';
import { notFound } from '../../errors';
import { getTenantIdByHost } from '../../services/tenants';
import {
  createSubscription,
  deleteSubscription,
  listOwnSubscriptions,
  listPersonSubscriptions,
  markFetched,
  refreshSubscription,
  subscriptionOfToken,
} from '../../services/self-service/calendar-subscriptions';
import { buildCalendarFeed, etagMatches } from '../../services/self-service/calendar-feed';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/self-service/operations/calendar-subscriptions';

export function calendarSubscriptionRoutes() {
  const r = createRouter();

  r.openapi(route(op.listOwnSubscriptions), async (c) =>
    c.json({ data: await listOwnSubscriptions(c.var.deps.db, c.var.auth, c.var.deps.config.jwtSecret) }, 200),
  );

  r.openapi(route(op.createSubscription), async (c) =>
    c.json(
      {
        data: await createSubscription(c.var.deps.db, c.var.auth, c.req.valid('json'), c.var.deps.config.jwtSecret),
      },
      201,
    ),
  );

  r.openapi(route(op.refreshSubscription), async (c) =>
    c.json(
      {
        data: await refreshSubscription(
          c.var.deps.db,
          c.var.auth,
          c.req.valid('param').id,
          c.var.deps.config.jwtSecret,
        ),
      },
      200,
    ),
  );

  r.openapi(route(op.deleteSubscription), async (c) => {
    await deleteSubscription(c.var.deps.db, c.var.auth, c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  r.openapi(route(op.listPersonSubscriptions, ownPersonOrPlanner), async (c) =>
    c.json(
      {
        data: await listPersonSubscriptions(
          c.var.deps.db,
          c.var.auth,
          c.req.valid('param').id,
          c.var.deps.config.jwtSecret,
        ),
      },
      200,
    ),
  );

  r.openapi(route(op.calendarFeed), async (c) => {
    const { db, config } = c.var.deps;
    const tenantId = await getTenantIdByHost(db, requestHost(c));
    const sub = await subscriptionOfToken(db, tenantId, c.req.valid('param').token, config.jwtSecret);
    if (!sub) throw notFound('Calendar feed');
    await markFetched(db, sub);
    const feed = await buildCalendarFeed(db, sub);
    const headers = {
      ETag: feed.etag,
      // Apps must ask again each time; the ETag makes an unchanged feed cost one line.
      'Cache-Control': 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (etagMatches(c.req.header('if-none-match'), feed.etag)) return c.body(null, 304, headers);
    return c.body(feed.body, 200, {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="crewdeck.ics"',
    });
  });

  return r;
}
