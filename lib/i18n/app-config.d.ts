// Type-checks message keys and locales in t() calls (next-intl AppConfig augmentation).
import type en from '../../messages/en.json';
import type { FORMATS } from './formats';
import type { TFormatLocale } from '../domain/i18n/format-locale';
import type { TLocale } from './locales';

declare module 'next-intl' {
  interface AppConfig {
    /**
     * A language (tests, the backend's translator), or the locale a page is formatted in
     * (formatLocale: en-GB for English in Europe) on the screens, whose messages are the language's.
     */
    Locale: TLocale | TFormatLocale;
    Messages: typeof en;
    Formats: typeof FORMATS;
  }
}
