// The one rule for how dates, times and numbers look to a reader: their language (chooseLocale,
// rules §1) written the way the tenant's region writes it. The screens, push messages and the
// invoice PDF format in this locale; whatever else is sent out is to use it too.
import type { TLocale } from './locales';

/** The locales texts are formatted in: ours, with English given its region. */
export type TFormatLocale = Exclude<TLocale, 'en'> | 'en-GB' | 'en-US';

/**
 * The tenant's region, from its time zone: the only place a tenant says where it works. The
 * Americas write English the American way; everywhere else a tenant's English is British.
 */
const writesAmericanEnglish = (timeZone: string) => timeZone.startsWith('America/') || timeZone.startsWith('US/');

/**
 * The Intl locale a reader's texts are formatted in. Plain `en` is American English (02:00 PM,
 * Nov 29, 11/29/2026); a tenant in Europe writes English with 24-hour times and the day before
 * the month (14:00, 29 Nov, 29/11/2026), so its English is `en-GB`. The other languages have one
 * region each among ours (`de-AT` is its own locale) and format as they are.
 */
export function formatLocale(locale: TLocale, timeZone: string): TFormatLocale {
  if (locale !== 'en') return locale;
  return writesAmericanEnglish(timeZone) ? 'en-US' : 'en-GB';
}
