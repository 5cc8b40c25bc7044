// Calendar subscriptions (SPEC §7 publicCalendarSubscriptions GET, POST, DELETE, refresh;
// persons/{id}/calendarSubscriptions) and the feed itself, which needs no login: the secret in
// its URL is the key, in the tenant of the host it is asked on.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { ownPersonOrPlanner } from '../../http/guards';
import { ZIdParam } from '../../http/list';
import { dataResponse, fileResponse, jsonBody } from '../../http/openapi';
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
import { ZDone } from '../../../domain/response-parts';
import { ZCalendarFeedParam, ZCalendarSubscription, ZCalendarSubscriptionCreate } from '../../../domain/self-service';

const mw = [requireAuth, requireUserSession];

export function calendarSubscriptionRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/publicCalendarSubscriptions',
      middleware: mw,
      tags: ['calendar'],
      summary: "The caller's calendar feeds, with their secret URLs",
      responses: { 200: dataResponse('Subscriptions', z.array(ZCalendarSubscription)) },
    }),
    async (c) =>
      c.json({ data: await listOwnSubscriptions(c.var.deps.db, c.var.auth, c.var.deps.config.jwtSecret) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/publicCalendarSubscriptions',
      middleware: mw,
      tags: ['calendar'],
      summary: 'A new calendar feed of the caller (at most 10)',
      request: jsonBody(ZCalendarSubscriptionCreate),
      responses: { 201: dataResponse('Created', ZCalendarSubscription) },
    }),
    async (c) =>
      c.json(
        {
          data: await createSubscription(c.var.deps.db, c.var.auth, c.req.valid('json'), c.var.deps.config.jwtSecret),
        },
        201,
      ),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/publicCalendarSubscriptions/{id}/refresh',
      middleware: mw,
      tags: ['calendar'],
      summary: 'A new secret for an own feed: the old URL stops working',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Refreshed', ZCalendarSubscription) },
    }),
    async (c) =>
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

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/publicCalendarSubscriptions/{id}',
      middleware: mw,
      tags: ['calendar'],
      summary: 'Delete an own feed',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Deleted', ZDone) },
    }),
    async (c) => {
      await deleteSubscription(c.var.deps.db, c.var.auth, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/calendarSubscriptions',
      middleware: [...mw, ownPersonOrPlanner] as const,
      tags: ['calendar'],
      summary: "A person's calendar feeds (own, with URLs; planners see that they exist)",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Subscriptions', z.array(ZCalendarSubscription)) },
    }),
    async (c) =>
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

  r.openapi(
    createRoute({
      method: 'get',
      path: '/calendarFeeds/{token}',
      tags: ['calendar'],
      summary: 'The iCalendar feed of a subscription (no login; answers 304 to a matching If-None-Match)',
      request: { params: ZCalendarFeedParam },
      responses: {
        200: fileResponse('iCalendar (RFC 5545)', 'text/calendar'),
        304: { description: 'Not modified since the ETag sent' },
      },
    }),
    async (c) => {
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
    },
  );

  return r;
}
