// rules §1: the user's own language counts only if we have it and the tenant allows it;
// otherwise the tenant's default; English when neither is one of ours.
import { DEFAULT_LOCALE, isLocale, type TLocale } from './locales';

export type TLocaleInput = {
  userLanguage?: string | null;
  tenant?: { defaultLanguage?: string | null; useUserLanguage?: boolean } | null;
};

/** Languages arrive as stored upstream ("nl", "de-AT"); tolerate case and underscores. */
function normalise(language: string | null | undefined): string | undefined {
  if (!language) return undefined;
  const [lang, region] = language.trim().replace('_', '-').split('-');
  if (!lang) return undefined;
  return region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : lang.toLowerCase();
}

export function chooseLocale({ userLanguage, tenant }: TLocaleInput): TLocale {
  const user = normalise(userLanguage);
  if (tenant?.useUserLanguage && isLocale(user)) return user;
  const tenantDefault = normalise(tenant?.defaultLanguage);
  if (isLocale(tenantDefault)) return tenantDefault;
  return DEFAULT_LOCALE;
}
