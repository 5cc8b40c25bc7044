// Calendar subscriptions (rules §7 publicCalendarSubscriptions GET, POST, DELETE, refresh;
// persons/{id}/calendarSubscriptions) and the feed itself, which needs no login: the secret in
// its URL is the key, in the tenant of the host it is asked on.
import { z } from 'zod';
import { ZCalendarFeedParam, ZCalendarSubscription, ZCalendarSubscriptionCreate } from '..';
import { dataResponse, defineOperation, jsonBody, PUBLIC, ZIdParam } from '../../operation';
import { fileResponse } from '../../operation-content';
import { ZDone } from '../../response-parts';
import * as selfServiceEndpoints from '../endpoints';

export const listOwnSubscriptions = defineOperation({
  ...selfServiceEndpoints.listOwnSubscriptions,
  access: { sessions: ['user'] },
  tags: ['calendar'],
  summary: "The caller's calendar feeds, with their secret URLs",
  responses: { 200: dataResponse('Subscriptions', z.array(ZCalendarSubscription)) },
});

export const createSubscription = defineOperation({
  ...selfServiceEndpoints.createSubscription,
  access: { sessions: ['user'] },
  tags: ['calendar'],
  summary: 'A new calendar feed of the caller (at most 10)',
  request: jsonBody(ZCalendarSubscriptionCreate),
  responses: { 201: dataResponse('Created', ZCalendarSubscription) },
});

export const refreshSubscription = defineOperation({
  ...selfServiceEndpoints.refreshSubscription,
  access: { sessions: ['user'] },
  tags: ['calendar'],
  summary: 'A new secret for an own feed: the old URL stops working',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Refreshed', ZCalendarSubscription) },
});

export const deleteSubscription = defineOperation({
  ...selfServiceEndpoints.deleteSubscription,
  access: { sessions: ['user'] },
  tags: ['calendar'],
  summary: 'Delete an own feed',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Deleted', ZDone) },
});

export const listPersonSubscriptions = defineOperation({
  ...selfServiceEndpoints.listPersonSubscriptions,
  access: { sessions: ['user'] },
  tags: ['calendar'],
  summary: "A person's calendar feeds (own, with URLs; planners see that they exist)",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Subscriptions', z.array(ZCalendarSubscription)) },
});

export const calendarFeed = defineOperation({
  ...selfServiceEndpoints.calendarFeed,
  access: { sessions: PUBLIC },
  tags: ['calendar'],
  summary: 'The iCalendar feed of a subscription (no login; answers 304 to a matching If-None-Match)',
  request: { params: ZCalendarFeedParam },
  responses: {
    200: fileResponse('iCalendar (RFC 5545)', 'text/calendar'),
    304: { description: 'Not modified since the ETag sent' },
  },
});
