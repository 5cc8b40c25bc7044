// Forgotten-password and welcome links: a random token, stored only as its SHA-256 hash,
// valid for RESET_TOKEN_HOURS (welcome: WELCOME_TOKEN_DAYS) and usable once; only a user's newest
// link works.
import { createHash, randomBytes } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { passwordTokens, persons, users } from '../../db/schema';
import { ApiError } from '../../errors';
import type { TMailer } from '../mail-types';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { enqueue } from '../../jobs/queue';
import { takeAttemptsOrThrow, type TLimit } from '../limits/attempts';
import { clock } from '../../../domain/clock';
import { composeMail, mailWords } from '../mail-text/compose';
import { readerOf } from '../i18n/reader-of';

export const RESET_TOKEN_HOURS = 1;
/** A new user may not read the welcome mail within the hour; it stays valid for a week. */
export const WELCOME_TOKEN_DAYS = 7;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function createPasswordToken(
  db: DbOrTx,
  tenantId: number,
  userId: number,
  purpose: 'reset' | 'welcome',
  now = clock.now(),
) {
  const token = randomBytes(32).toString('base64url');
  // Only the newest link works: issuing one ends the ones before it.
  await endOpenTokens(db, tenantId, userId, now);
  await db.insert(passwordTokens).values({
    tenantId,
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: purpose === 'welcome' ? addDays(now, WELCOME_TOKEN_DAYS) : addHours(now, RESET_TOKEN_HOURS),
  });
  return token;
}

async function endOpenTokens(db: DbOrTx, tenantId: number, userId: number, now: Date) {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(eq(passwordTokens.tenantId, tenantId), eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)),
    );
}

/** The link a new user (without a password) opens to choose one: /welcome/{token}, the reset screen. */
export async function createWelcomeLink(db: DbOrTx, tenantId: number, userId: number, webOrigin: string) {
  return `${webOrigin}/welcome/${await createPasswordToken(db, tenantId, userId, 'welcome')}`;
}

/** Reset requests per username, and per client address, in one window. */
export const RESET_REQUEST_LIMIT: TLimit = { max: 3, windowSeconds: 15 * 60 };
export const CLIENT_RESET_REQUEST_LIMIT: TLimit = { max: 10, windowSeconds: 15 * 60 };
export const PASSWORD_RESET_JOB = 'auth.passwordReset';

/**
 * POST /forgottenPassword: counts the request (per username and per client, whether the account
 * exists or not) and queues the work. Looking the account up, making the link and the mail happen
 * in the job (sendPasswordReset), so that the answer and its timing are the same for every name.
 */
export async function requestPasswordReset(
  db: Db,
  tenantId: number,
  username: string,
  webOrigin: string,
  client: string,
): Promise<void> {
  const name = username.trim().toLowerCase();
  await takeAttemptsOrThrow(db, tenantId, [
    { key: `reset:user:${name}`, limit: RESET_REQUEST_LIMIT },
    { key: `reset:client:${client}`, limit: CLIENT_RESET_REQUEST_LIMIT },
  ]);
  await enqueue(db, PASSWORD_RESET_JOB, { tenantId, username: name, webOrigin }, { tenantId });
}

/** The job of a reset request: a new link (older ones stop working) mailed to an active account. */
export async function sendPasswordReset(db: Db, mailer: TMailer, payload: Record<string, unknown>): Promise<void> {
  const tenantId = Number(payload.tenantId);
  const username = String(payload.username);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, email: persons.email, username: users.username, active: users.active })
      .from(users)
      .innerJoin(persons, eq(persons.id, users.personId))
      .where(and(eq(users.tenantId, tenantId), eq(users.username, username)));
    if (!row || !row.active) return;
    const token = await createPasswordToken(tx, tenantId, row.id, 'reset');
    const link = `${String(payload.webOrigin)}/forgottenPassword/${token}`;
    const reader = await readerOf(tx, tenantId, { userId: row.id });
    const { t, format } = mailWords(reader);
    await mailer.send(tx, {
      tenantId,
      to: row.email ?? row.username,
      ...composeMail(reader, {
        subject: t('passwordReset.subject'),
        paragraphs: [t('passwordReset.intro', { username: row.username })],
        action: { label: t('passwordReset.action'), url: link },
        after: [t('passwordReset.expiry', { duration: format.hours(RESET_TOKEN_HOURS) }), t('passwordReset.notYou')],
      }),
    });
  });
}

export async function resetPassword(
  db: Db,
  tenantId: number,
  token: string,
  password: string,
  now = clock.now(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordTokens)
      .where(
        and(
          eq(passwordTokens.tenantId, tenantId),
          eq(passwordTokens.tokenHash, sha256(token)),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, now),
        ),
      );
    if (!row) throw new ApiError('NOT_FOUND', 'This link is invalid, has expired or was already used');
    // Using a link ends it and every other open link of the same user.
    await endOpenTokens(tx, tenantId, row.userId, now);
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(users.id, row.userId), eq(users.tenantId, tenantId)));
    await revokeUserSessions(tx, tenantId, row.userId, 'password-reset', { now });
  });
}
