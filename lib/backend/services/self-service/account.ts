// The caller's own login: the language it reads in (rules §1: only where the tenant lets users
// choose) and its password. A new language shows after the session's next refresh, which
// rebuilds the token from the database (the profile refreshes at once).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenants, users } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, invalidField, notFound } from '../../errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import type { TAccount, TPasswordChange } from '../../../domain/self-service';
import type { TLocale } from '../../../domain/i18n/locales';

function userOf(auth: TAuth): number {
  if (auth.type !== 'user' || auth.userId === null) throw forbidden('This needs a personal login');
  return auth.userId;
}

async function loadAccount(db: DbOrTx, auth: TAuth) {
  const [row] = await db
    .select({ user: users, languageChoice: tenants.useUserLanguage })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.id, userOf(auth)), eq(users.tenantId, auth.tenantId)));
  if (!row) throw notFound('Account');
  return row;
}

export async function getAccount(db: DbOrTx, auth: TAuth): Promise<TAccount> {
  const { user, languageChoice } = await loadAccount(db, auth);
  return { username: user.username, language: user.language, languageChoice };
}

export async function setLanguage(db: DbOrTx, auth: TAuth, language: TLocale): Promise<TAccount> {
  const { user, languageChoice } = await loadAccount(db, auth);
  if (!languageChoice) throw new ApiError('FORBIDDEN', 'This company sets the language for everyone');
  await db.update(users).set({ language }).where(eq(users.id, user.id));
  return { username: user.username, language, languageChoice };
}

/** The current password proves it is the owner at the keyboard, not someone at an unlocked phone. */
export async function changePassword(db: DbOrTx, auth: TAuth, input: TPasswordChange): Promise<void> {
  const { user } = await loadAccount(db, auth);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw invalidField('currentPassword', 'This is not your current password');
  if (input.currentPassword === input.newPassword)
    throw invalidField('newPassword', 'Choose a password other than the current one');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(users.id, user.id));
  // Whoever else holds a session of this user (a stolen cookie, a forgotten device) is out.
  await revokeUserSessions(db, auth.tenantId, user.id, 'password-changed', { except: auth.sessionId });
}
