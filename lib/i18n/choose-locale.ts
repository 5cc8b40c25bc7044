// rules §1's locale choice lives in lib/domain/i18n (the backend words push messages by it too).
export { chooseLocale, type TLocaleInput } from '../domain/i18n/choose-locale';
