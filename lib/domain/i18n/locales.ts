// rules §1: the languages of the product. English is the default and the last fallback.
export const LOCALES = ['en', 'nl', 'cy', 'fr', 'de-AT', 'de', 'es'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The chain of message files that fill a locale, most specific first (de-AT → de → en). */
export function fallbackChain(locale: TLocale): TLocale[] {
  const chain: TLocale[] = [locale];
  const base = locale.split('-')[0];
  if (base !== locale && isLocale(base)) chain.push(base);
  if (!chain.includes(DEFAULT_LOCALE)) chain.push(DEFAULT_LOCALE);
  return chain;
}
