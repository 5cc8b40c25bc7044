// Type-checks message keys and locales in t() calls (next-intl AppConfig augmentation).
import type en from '../../messages/en.json';
import type { FORMATS } from './formats';
import type { TLocale } from './locales';

declare module 'next-intl' {
  interface AppConfig {
    Locale: TLocale;
    Messages: typeof en;
    Formats: typeof FORMATS;
  }
}
