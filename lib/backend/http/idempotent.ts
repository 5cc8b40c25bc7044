// A write sent with an Idempotency-Key runs once (draft-ietf-httpapi-idempotency-key-header).
// The device's offline queue sends an action again whenever it did not see the answer: the
// network dropped it, the phone slept, two tabs sent together. The first request runs the
// route in one transaction that also stores its answer, so the effect and the record of it
// commit together; the same key later gets that answer back, with `Idempotent-Replayed: true`,
// and nothing runs. A second request with the key while the first still runs waits on the
// key's row and then gets the first one's answer.
//
// A refusal (4xx) is remembered as well, after its transaction rolled back: the queue shows the
// user why the server said no, and a resend must not turn into a different answer. An answer
// that decides nothing (5xx, 401, 429) is not remembered; the action may be tried again. Place
// this after the guards, so the rights are checked before anything is stored.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { and, eq, lt } from 'drizzle-orm';
import type { AppEnv, TAuth } from '../context';
import type { Db, DbOrTx } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { ApiError, invalidField } from '../errors';
import { clock } from '../../domain/clock';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEEP_HOURS,
  IDEMPOTENT_REPLAY_HEADER,
  isDecided,
} from '../../domain/idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TStored = typeof idempotentRequests.$inferSelect;
type TAnswer = Pick<TStored, 'status' | 'contentType' | 'body'>;

/** Rolls back the transaction of a request the route refused or failed. */
class NotCommitted extends Error {}

const keyOf = (auth: TAuth, key: string) =>
  and(eq(idempotentRequests.tenantId, auth.tenantId), eq(idempotentRequests.key, key));

async function storedAnswer(db: DbOrTx, auth: TAuth, key: string, request: string): Promise<TAnswer | null> {
  const [row] = await db.select().from(idempotentRequests).where(keyOf(auth, key));
  if (!row) return null;
  if (row.request !== request || row.userId !== auth.userId || row.personId !== auth.personId) {
    throw new ApiError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request');
  }
  return row;
}

function replay(answer: TAnswer): Response {
  const headers = new Headers({ [IDEMPOTENT_REPLAY_HEADER]: 'true', 'cache-control': 'no-store' });
  if (answer.contentType) headers.set('content-type', answer.contentType);
  return new Response(answer.body, { status: answer.status, headers });
}

async function answerOf(c: Context<AppEnv>): Promise<TAnswer> {
  return {
    status: c.res.status,
    contentType: c.res.headers.get('content-type'),
    body: await c.res.clone().text(),
  };
}

export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!UUID.test(key)) {
    throw invalidField(IDEMPOTENCY_HEADER, 'Use a UUID');
  }
  const { deps, auth } = c.var;
  const request = `${c.req.method} ${c.req.path}`;
  const before = await storedAnswer(deps.db, auth, key, request);
  if (before) return replay(before);

  const now = clock.now();
  const row = { tenantId: auth.tenantId, key, userId: auth.userId, personId: auth.personId, request };
  try {
    await deps.db.transaction(async (tx) => {
      // Taken first: a second request with this key waits here until this one commits.
      await tx.insert(idempotentRequests).values({ ...row, status: 0, body: '', createdAt: now });
      // The route's services use the request's transaction; their own transactions nest in it.
      c.set('deps', { ...deps, db: tx as unknown as Db });
      try {
        await next();
      } finally {
        c.set('deps', deps);
      }
      if (c.res.status >= 400) throw new NotCommitted();
      await tx
        .update(idempotentRequests)
        .set(await answerOf(c))
        .where(keyOf(auth, key));
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const first = await storedAnswer(deps.db, auth, key, request);
      if (first) return replay(first);
    }
    if (!(err instanceof NotCommitted)) throw err;
    if (isDecided(c.res.status)) {
      await deps.db
        .insert(idempotentRequests)
        .values({ ...row, ...(await answerOf(c)), createdAt: now })
        .onConflictDoNothing();
    }
  }
  // Keys outlive any resend of the queue; older ones of the tenant go as new ones come.
  await deps.db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.tenantId, auth.tenantId),
        lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 3_600_000)),
      ),
    );
});
