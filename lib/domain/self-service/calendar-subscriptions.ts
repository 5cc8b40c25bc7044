// Calendar subscriptions (rules §7 publicCalendarSubscriptions, persons/{id}/calendarSubscriptions;
// rules "Calendar feeds"): a secret feed URL per subscription that any calendar app can read.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZTimestamp } from '../response-parts';
import { CALENDAR_FEED_TOKEN } from './feed-token';

export const ZCalendarSubscriptionCreate = z.strictObject({
  /** What the person calls it ("Phone", "Work laptop"). */
  name: z.string().trim().min(1, 'Enter a name').max(100),
});
export type TCalendarSubscriptionCreate = z.infer<typeof ZCalendarSubscriptionCreate>;

export const ZCalendarSubscription = z.object({
  id: ZId,
  personId: ZId,
  name: z.string(),
  createdAt: ZTimestamp,
  refreshedAt: ZTimestamp,
  lastFetchedAt: ZTimestamp.nullable(),
  /** The secret of the feed URL; only its owner gets it (planners see that it exists). */
  token: z.string().regex(CALENDAR_FEED_TOKEN).nullable(),
});
export type TCalendarSubscription = z.infer<typeof ZCalendarSubscription>;

/** The feed's secret in its URL. */
export const ZCalendarFeedParam = z.object({ token: z.string().regex(CALENDAR_FEED_TOKEN) });
