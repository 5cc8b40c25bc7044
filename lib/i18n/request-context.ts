import 'server-only';
// What every server render needs to know about the request: the session, the tenant and the
// locale. Cached per request so the layout, metadata and next-intl ask the backend once.
import { cache } from 'react';
import { getSession } from '../bff/session';
import { getCurrentTenant } from '../bff/tenant';
import type { TTenantConfig } from '../domain/auth';
import { utcToZonedDate } from '../domain/time-zone';
import { chooseLocale } from './choose-locale';
import type { TLocale } from './locales';
import { clock } from '../domain/clock';

/** The tenant of this host, or null when the backend cannot say (the page still renders, in English). */
export const getRequestTenant = cache(async (): Promise<TTenantConfig | null> => {
  try {
    return await getCurrentTenant();
  } catch {
    return null;
  }
});

export const getRequestSession = cache(async () => getSession());

/** The time this request is rendered at: one instant for every part of the page. */
export const getRequestTime = cache(() => clock.nowMs());

export const getRequestLocale = cache(async (): Promise<TLocale> => {
  const [session, tenant] = await Promise.all([getRequestSession(), getRequestTenant()]);
  return chooseLocale({ userLanguage: session?.user.language, tenant });
});

/** A time of day belongs to the tenant's time zone (ARCHITECTURE); without a tenant, Amsterdam. */
export const tenantTimeZone = (tenant: TTenantConfig | null) => tenant?.timezone ?? 'Europe/Amsterdam';

/** Today's date (YYYY-MM-DD) in the tenant's time zone, one value for the whole render. */
export const getTenantToday = cache(async (): Promise<string> =>
  utcToZonedDate(new Date(getRequestTime()), tenantTimeZone(await getRequestTenant())),
);
