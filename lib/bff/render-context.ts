import 'server-only';
// What every server render needs to know about the request: the session, the tenant and the
// time. Cached per request so the layout, metadata and next-intl ask the backend once. The
// locale is chosen from these in lib/i18n/request-locale.ts.
import { cache } from 'react';
import { getSession } from './session';
import { sessionEnded } from './session-live';
import { getCurrentTenant, requestHost } from './tenant';
import type { TTenantConfig } from '../domain/auth';
import { utcToZonedDate } from '../domain/time-zone';
import { clock } from '../domain/clock';

/** The tenant of this host, or null when the backend cannot say (the page still renders, in English). */
export const getRequestTenant = cache(async (): Promise<TTenantConfig | null> => {
  try {
    return await getCurrentTenant();
  } catch {
    return null;
  }
});

/**
 * The cookie's session as it unseals, unchecked: only to hand its token to the backend, which
 * checks the session on that very call (load.ts). Never to show who is logged in.
 */
export const getRequestCookieSession = cache(async () => getSession());

/**
 * The session, once the backend says it is still live: a copy of a logged-out cookie unseals
 * all the same, and must not name its person or set the page's language.
 * One call per render, beside the page's own loads. When the backend cannot say, the cookie is
 * taken at its word, as the proxy does on a failed refresh: every load fails the same way then.
 */
export const getRequestSession = cache(async () => {
  const session = await getRequestCookieSession();
  if (!session) return null;
  try {
    return (await sessionEnded(session, { host: await requestHost() })) ? null : session;
  } catch {
    return session;
  }
});

/** The time this request is rendered at: one instant for every part of the page. */
export const getRequestTime = cache(() => clock.nowMs());

/** A time of day belongs to the tenant's time zone (ARCHITECTURE); without a tenant, Amsterdam. */
export const tenantTimeZone = (tenant: TTenantConfig | null) => tenant?.timezone ?? 'Europe/Amsterdam';

/** Today's date (YYYY-MM-DD) in the tenant's time zone, one value for the whole render. */
export const getTenantToday = cache(async (): Promise<string> =>
  utcToZonedDate(new Date(getRequestTime()), tenantTimeZone(await getRequestTenant())),
);
