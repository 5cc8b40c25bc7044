// Calendar subscriptions (rules "Calendar feeds"): a person's secret feed URLs. The URL's
// secret is `{id}.{HMAC}` of the subscription's id and nonce under the server's secret: the
// database holds no usable URL, refreshing draws a new nonce (the old URL stops working at
// once), and deleting the row kills it for good.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { calendarSubscriptions } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, notFound } from '../../errors';
import { requirePersonSession } from '../planning/jobs';
import { assertOwnOrPlanned } from '../people/own-person';
import type { TCalendarSubscription, TCalendarSubscriptionCreate } from '../../../domain/self-service';
import { clock } from '../../../domain/clock';

/** A person keeps at most this many feeds (a phone, a laptop, a shared family calendar…). */
export const MAX_SUBSCRIPTIONS = 10;

type TRow = typeof calendarSubscriptions.$inferSelect;

function signature(secret: string, row: Pick<TRow, 'id' | 'tenantId' | 'nonce'>): string {
  return createHmac('sha256', secret)
    .update(`calendar-feed:${row.tenantId}:${row.id}:${row.nonce}`)
    .digest('base64url');
}

export const feedToken = (secret: string, row: Pick<TRow, 'id' | 'tenantId' | 'nonce'>) =>
  `${row.id}.${signature(secret, row)}`;

const newNonce = () => randomBytes(18).toString('base64url');

function toSubscription(row: TRow, secret: string | null): TCalendarSubscription {
  return {
    id: row.id,
    personId: row.personId,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    refreshedAt: row.refreshedAt.toISOString(),
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    token: secret === null ? null : feedToken(secret, row),
  };
}

const ownWhere = (auth: TAuth, personId: number) =>
  and(eq(calendarSubscriptions.tenantId, auth.tenantId), eq(calendarSubscriptions.personId, personId));

export async function listOwnSubscriptions(db: DbOrTx, auth: TAuth, secret: string): Promise<TCalendarSubscription[]> {
  const me = requirePersonSession(auth);
  const rows = await db
    .select()
    .from(calendarSubscriptions)
    .where(ownWhere(auth, me))
    .orderBy(asc(calendarSubscriptions.createdAt), asc(calendarSubscriptions.id));
  return rows.map((r) => toSubscription(r, secret));
}

/** A person's subscriptions: with their URLs for the person, without for a planner. */
export async function listPersonSubscriptions(
  db: DbOrTx,
  auth: TAuth,
  personId: number,
  secret: string,
): Promise<TCalendarSubscription[]> {
  await assertOwnOrPlanned(db, auth, personId);
  const rows = await db
    .select()
    .from(calendarSubscriptions)
    .where(ownWhere(auth, personId))
    .orderBy(asc(calendarSubscriptions.createdAt), asc(calendarSubscriptions.id));
  return rows.map((r) => toSubscription(r, auth.personId === personId ? secret : null));
}

export async function createSubscription(
  db: Db,
  auth: TAuth,
  input: TCalendarSubscriptionCreate,
  secret: string,
): Promise<TCalendarSubscription> {
  const me = requirePersonSession(auth);
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(calendarSubscriptions).where(ownWhere(auth, me));
    if (Number(held?.n ?? 0) >= MAX_SUBSCRIPTIONS)
      throw new ApiError('CONFLICT', `At most ${MAX_SUBSCRIPTIONS} calendar subscriptions; delete one first`);
    const [row] = await tx
      .insert(calendarSubscriptions)
      .values({ tenantId: auth.tenantId, personId: me, name: input.name, nonce: newNonce() })
      .returning();
    return toSubscription(row!, secret);
  });
}

/** A new secret: the old URL answers 404 from now on. */
export async function refreshSubscription(db: DbOrTx, auth: TAuth, id: number, secret: string) {
  const me = requirePersonSession(auth);
  const [row] = await db
    .update(calendarSubscriptions)
    .set({ nonce: newNonce(), refreshedAt: clock.now(), lastFetchedAt: null })
    .where(and(eq(calendarSubscriptions.id, id), ownWhere(auth, me)))
    .returning();
  if (!row) throw notFound('Calendar subscription');
  return toSubscription(row, secret);
}

export async function deleteSubscription(db: DbOrTx, auth: TAuth, id: number): Promise<void> {
  const me = requirePersonSession(auth);
  const gone = await db
    .delete(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.id, id), ownWhere(auth, me)))
    .returning({ id: calendarSubscriptions.id });
  if (gone.length === 0) throw notFound('Calendar subscription');
}

/** The subscription a feed URL's secret names, in the tenant of the host it came through; else null. */
export async function subscriptionOfToken(
  db: DbOrTx,
  tenantId: number,
  token: string,
  secret: string,
): Promise<TRow | null> {
  const [idPart, given] = token.split('.');
  const id = Number(idPart);
  if (!Number.isSafeInteger(id) || !given) return null;
  const [row] = await db
    .select()
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.id, id), eq(calendarSubscriptions.tenantId, tenantId)));
  if (!row) return null;
  const expected = Buffer.from(signature(secret, row));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? row : null;
}

/** Calendar apps poll every few minutes; the last fetch is kept to the minute. */
export async function markFetched(db: DbOrTx, row: TRow, now = clock.now()): Promise<void> {
  if (row.lastFetchedAt && now.getTime() - row.lastFetchedAt.getTime() < 60_000) return;
  await db.update(calendarSubscriptions).set({ lastFetchedAt: now }).where(eq(calendarSubscriptions.id, row.id));
}
