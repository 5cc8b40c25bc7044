// next-intl's request configuration: no locale in the URL, the locale follows rules §1.
import { getRequestConfig } from 'next-intl/server';
import { formatLocale } from '../domain/i18n/format-locale';
import { FORMATS } from './formats';
import { loadMessages } from './load-messages';
import { getRequestTenant, tenantTimeZone } from '../bff/render-context';
import { getRequestLocale } from './request-locale';

export default getRequestConfig(async () => {
  const [locale, tenant] = await Promise.all([getRequestLocale(), getRequestTenant()]);
  // A time of day belongs to the tenant's time zone (ARCHITECTURE).
  const timeZone = tenantTimeZone(tenant);
  return {
    // next-intl formats in this locale; the messages are the language's.
    locale: formatLocale(locale, timeZone),
    messages: await loadMessages(locale),
    timeZone,
    formats: FORMATS,
  };
});
