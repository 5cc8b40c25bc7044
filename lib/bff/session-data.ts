// What the sealed session cookie holds. No `server-only` marker: middleware reads it too.
import type { TLoginType, TMailboxRight, TRights, TSessionType } from '../domain/auth';

export const SESSION_COOKIE = 'crewdeck_session';
/** rules §9: the token is refreshed every 300000 ms. */
export const TOKEN_REFRESH_MS = 300_000;

export type TSessionUser = {
  personId: number | null;
  firstName: string;
  lastName: string;
  language: string;
  loginTypes: TLoginType[];
  contactNumber: number | null;
};

export type TSessionData = {
  token: string;
  /** When the token was obtained (ms); the proxy refreshes once it is TOKEN_REFRESH_MS old. */
  tokenIssuedAt: number;
  /** The token's own expiry (ms). */
  expiresAt: number;
  /** The tenant the session was opened in: on another tenant's host it is refused and cleared. */
  tenantId: number;
  /** The login's user id (absent in cookies sealed before it was kept): the request log's. */
  userId?: number | null;
  /** The backend's session id (`sid`): logout ends it on the server. */
  sessionId: string;
  /** The session's absolute end (ms, 8 hours after login): no refresh reaches past it. */
  sessionEndsAt: number;
  type: TSessionType;
  user: TSessionUser;
  rights: TRights;
  mailboxRights: TMailboxRight[];
  project?: { id: number; number: number };
  plusCrew?: { id: number; number: number };
};

/** The session as the browser may see it: everything but the token. */
export type TPublicSession = Omit<TSessionData, 'token'>;

export function toPublicSession(s: TSessionData): TPublicSession {
  const { token: _token, ...rest } = s;
  return rest;
}

export const isTokenExpired = (s: Pick<TSessionData, 'expiresAt'>, now: number) => s.expiresAt <= now;
export const isSessionOver = (s: Pick<TSessionData, 'sessionEndsAt'>, now: number) => s.sessionEndsAt <= now;
export const isRefreshDue = (s: Pick<TSessionData, 'tokenIssuedAt'>, now: number) =>
  now - s.tokenIssuedAt >= TOKEN_REFRESH_MS;
