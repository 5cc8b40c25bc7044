// Forgotten-password and welcome links: a random token, stored only as its SHA-256 hash,
// valid for one hour and usable once.
import { createHash, randomBytes } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { passwordTokens, persons, users } from '../../db/schema';
import { ApiError } from '../../errors';
import type { TMailer } from '../mail';
import { hashPassword } from './passwords';

export const RESET_TOKEN_HOURS = 1;
/** A new user may not read the welcome mail within the hour; it stays valid for a week. */
export const WELCOME_TOKEN_DAYS = 7;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function createPasswordToken(
  db: DbOrTx,
  tenantId: number,
  userId: number,
  purpose: 'reset' | 'welcome',
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordTokens).values({
    tenantId,
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: purpose === 'welcome' ? addDays(now, WELCOME_TOKEN_DAYS) : addHours(now, RESET_TOKEN_HOURS),
  });
  return token;
}

/** The link a new user (without a password) opens to choose one: /welcome/{token}, the reset screen. */
export async function createWelcomeLink(db: DbOrTx, tenantId: number, userId: number, webOrigin: string) {
  return `${webOrigin}/welcome/${await createPasswordToken(db, tenantId, userId, 'welcome')}`;
}

/** Always succeeds from the caller's point of view, so that it reveals no accounts. */
export async function requestPasswordReset(
  db: Db,
  mailer: TMailer,
  tenantId: number,
  username: string,
  webOrigin: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, email: persons.email, username: users.username, active: users.active })
      .from(users)
      .innerJoin(persons, eq(persons.id, users.personId))
      .where(and(eq(users.tenantId, tenantId), eq(users.username, username.trim().toLowerCase())));
    if (!row || !row.active) return;
    const token = await createPasswordToken(tx, tenantId, row.id, 'reset');
    const link = `${webOrigin}/forgottenPassword/${token}`;
    await mailer.send(tx, {
      tenantId,
      to: row.email ?? row.username,
      subject: 'Reset your password',
      text: `Someone asked to reset the password of ${row.username}.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf this was not you, ignore this message.`,
    });
  });
}

export async function resetPassword(
  db: Db,
  tenantId: number,
  token: string,
  password: string,
  now = new Date(),
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
    await tx.update(passwordTokens).set({ usedAt: now }).where(eq(passwordTokens.id, row.id));
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(users.id, row.userId), eq(users.tenantId, tenantId)));
  });
}
