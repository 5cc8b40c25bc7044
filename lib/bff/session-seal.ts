// Reading the sealed session cookie. No `server-only` marker and no next/headers: the
// middleware uses it too. Never imported by client code.
import { unsealData } from 'iron-session';
import { isSessionOver, isTokenExpired, type TSessionData } from './session-data';

/** Eight hours; the token inside expires far sooner unless it is refreshed. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

/** The session in a cookie value, or null when absent, forged, stale or holding an expired token. */
export async function unsealSession(
  value: string | undefined,
  password: string,
  now = Date.now(),
): Promise<TSessionData | null> {
  if (!value) return null;
  try {
    const data = await unsealData<Partial<TSessionData>>(value, { password, ttl: SESSION_TTL_SECONDS });
    if (!data.token || typeof data.expiresAt !== 'number' || typeof data.tokenIssuedAt !== 'number' || !data.type)
      return null;
    // Sealed before sessions were bound to a tenant and recorded on the server: not usable.
    if (typeof data.tenantId !== 'number' || typeof data.sessionEndsAt !== 'number' || !data.sessionId) return null;
    if (isTokenExpired({ expiresAt: data.expiresAt }, now)) return null;
    if (isSessionOver({ sessionEndsAt: data.sessionEndsAt }, now)) return null;
    return data as TSessionData;
  } catch {
    return null;
  }
}
