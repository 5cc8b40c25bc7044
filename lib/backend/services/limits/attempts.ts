// Counters per key and window, raised atomically in the database BEFORE the limited thing is
// done, so that parallel requests cannot slip past the limit (one INSERT … ON CONFLICT DO UPDATE
// … RETURNING per attempt). With `growing`, every window that was used up makes the next one twice
// as long (1, 2, 4, 8 … minutes up to the cap): an attacker gets ever fewer tries, and a stranger
// who fails five times locks an account for a minute, not a quarter of an hour.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attemptCounters } from '../../db/schema';
import { ApiError } from '../../errors';
import { clock } from '../../../domain/clock';

export type TLimit = {
  /** Attempts allowed per window. */
  max: number;
  /** The first window's length. */
  windowSeconds: number;
  /** Whether a used-up window doubles the next one, up to `maxWindowSeconds`. */
  growing?: boolean;
  maxWindowSeconds?: number;
};

export type TAttempt = { allowed: boolean; count: number; retryAfterSeconds: number };

export async function takeAttempt(
  db: DbOrTx,
  tenantId: number,
  key: string,
  limit: TLimit,
  now = clock.now(),
): Promise<TAttempt> {
  const t = attemptCounters;
  const at = sql`${now.toISOString()}::timestamptz`;
  const cap = limit.maxWindowSeconds ?? limit.windowSeconds;
  const length = limit.growing
    ? sql`least(${limit.windowSeconds}::float8 * power(2, least(${t.strikes}, 20)), ${cap}::float8)`
    : sql`${limit.windowSeconds}::float8`;
  const expired = sql`(${t.windowStart} + make_interval(secs => ${length}) <= ${at})`;
  const [row] = await db
    .insert(t)
    .values({ tenantId, key, windowStart: now, count: 1, strikes: 0 })
    .onConflictDoUpdate({
      target: [t.tenantId, t.key],
      set: {
        windowStart: sql`CASE WHEN ${expired} THEN ${at} ELSE ${t.windowStart} END`,
        strikes: limit.growing
          ? sql`CASE WHEN NOT ${expired} THEN ${t.strikes} WHEN ${t.count} >= ${limit.max} THEN ${t.strikes} + 1 ELSE 0 END`
          : sql`0`,
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END`,
      },
    })
    .returning({ count: t.count, windowStart: t.windowStart, strikes: t.strikes });
  const strikes = limit.growing ? Math.min(row!.strikes, 20) : 0;
  const seconds = Math.min(limit.windowSeconds * 2 ** strikes, cap);
  const ends = new Date(row!.windowStart).getTime() + seconds * 1000;
  return {
    allowed: row!.count <= limit.max,
    count: row!.count,
    retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
  };
}

/** Gives an attempt back (it succeeded, so it should not count against the key). */
export async function returnAttempt(db: DbOrTx, tenantId: number, key: string): Promise<void> {
  const t = attemptCounters;
  await db
    .update(t)
    .set({ count: sql`greatest(${t.count} - 1, 0)` })
    .where(and(eq(t.tenantId, tenantId), eq(t.key, key)));
}

/** Forgets a key's attempts and strikes (the right password was given). */
export async function clearAttempts(db: DbOrTx, tenantId: number, key: string): Promise<void> {
  await db.delete(attemptCounters).where(and(eq(attemptCounters.tenantId, tenantId), eq(attemptCounters.key, key)));
}

/** Takes an attempt for every key, and throws 429 TOO_MANY_ATTEMPTS when any is used up. */
export async function takeAttemptsOrThrow(
  db: DbOrTx,
  tenantId: number,
  keys: { key: string; limit: TLimit }[],
  now = clock.now(),
): Promise<void> {
  let retry = 0;
  for (const { key, limit } of keys) {
    const a = await takeAttempt(db, tenantId, key, limit, now);
    if (!a.allowed) retry = Math.max(retry, a.retryAfterSeconds);
  }
  if (retry > 0)
    throw new ApiError('TOO_MANY_ATTEMPTS', `Too many attempts. Try again in ${retry} seconds.`, undefined, {
      retryAfterSeconds: retry,
    });
}
