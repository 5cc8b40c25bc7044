// Money as the screens show it: the named `money` format (lib/i18n/formats.ts) in the currency
// of the amount, in the user's locale. Amounts travel in integer cents.
import { FORMATS } from './formats';

export const moneyFormat = (currency: string) => ({ ...FORMATS.number.money, currency });

/** `format.number(...moneyArgs(cents, currency))` with next-intl's formatter. */
export const moneyArgs = (cents: number, currency: string) => [cents / 100, moneyFormat(currency)] as const;
