// Server-side login sessions: opened at login, checked on every authenticated
// call and on refresh, ended by logout, "log out everywhere" and password changes. A session
// lives at most SESSION_LIFETIME_HOURS from login, however often its token is refreshed.
import { randomBytes } from 'node:crypto';
import { addHours } from 'date-fns/addHours';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { ApiError } from '../../errors';
import type { TSessionType } from '../../../domain/auth';
import { clock } from '../../../domain/clock';

export const SESSION_LIFETIME_HOURS = 8;

export type TSessionEndReason =
  | 'logout'
  | 'logout-everywhere'
  | 'password-changed'
  | 'password-reset'
  | 'project-password-changed'
  | 'plus-crew-password-changed';

export type TSessionOwner = {
  kind: TSessionType;
  userId?: number | null;
  projectId?: number | null;
  plusCrewId?: number | null;
};

/** A new session; its id and absolute end (seconds) go into the token as `sid` and `sexp`. */
export async function openSession(
  db: DbOrTx,
  tenantId: number,
  owner: TSessionOwner,
  now = clock.now(),
): Promise<{ sid: string; sexp: number }> {
  const id = randomBytes(18).toString('base64url');
  const expiresAt = addHours(now, SESSION_LIFETIME_HOURS);
  await db.insert(sessions).values({
    id,
    tenantId,
    kind: owner.kind,
    userId: owner.userId ?? null,
    projectId: owner.projectId ?? null,
    plusCrewId: owner.plusCrewId ?? null,
    createdAt: now,
    expiresAt,
  });
  return { sid: id, sexp: Math.floor(expiresAt.getTime() / 1000) };
}

const ended = () => new ApiError('SESSION_ENDED', 'This session has ended. Log in again.');

/** Throws SESSION_ENDED unless the session exists in this tenant, is not revoked and not past its end. */
export async function assertSessionLive(db: DbOrTx, tenantId: number, sid: string, now = clock.now()): Promise<void> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(and(eq(sessions.id, sid), eq(sessions.tenantId, tenantId)));
  if (!row || row.revokedAt || row.expiresAt <= now) throw ended();
}

const live = (tenantId: number) => and(eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt));

export async function revokeSession(
  db: DbOrTx,
  tenantId: number,
  sid: string,
  reason: TSessionEndReason,
  now = clock.now(),
) {
  await db
    .update(sessions)
    .set({ revokedAt: now, reason })
    .where(and(live(tenantId), eq(sessions.id, sid)));
}

/** Every live session of a user, but the one given (the caller's own, after a password change). */
export async function revokeUserSessions(
  db: DbOrTx,
  tenantId: number,
  userId: number,
  reason: TSessionEndReason,
  o: { except?: string; now?: Date } = {},
) {
  await db
    .update(sessions)
    .set({ revokedAt: o.now ?? clock.now(), reason })
    .where(and(live(tenantId), eq(sessions.userId, userId), o.except ? ne(sessions.id, o.except) : undefined));
}

/** The PID sessions opened with a project's password, or the PCID ones of a plus crew. */
export async function revokeReducedSessions(
  db: DbOrTx,
  tenantId: number,
  of: { projectId: number } | { plusCrewId: number },
  now = clock.now(),
) {
  const [column, kind, reason] =
    'projectId' in of
      ? ([sessions.projectId, 'project', 'project-password-changed'] as const)
      : ([sessions.plusCrewId, 'pluscrew', 'plus-crew-password-changed'] as const);
  const id = 'projectId' in of ? of.projectId : of.plusCrewId;
  await db
    .update(sessions)
    .set({ revokedAt: now, reason })
    .where(and(live(tenantId), eq(sessions.kind, kind), eq(column, id)));
}
