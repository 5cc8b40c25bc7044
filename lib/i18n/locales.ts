// The languages of the product live in lib/domain/i18n, so that the backend (push messages,
// calendar feeds) speaks them by the same rule as the web app.
export { LOCALES, DEFAULT_LOCALE, isLocale, fallbackChain, type TLocale } from '../domain/i18n/locales';
