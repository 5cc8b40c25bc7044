'use client';
// Amounts as the user reads them: cents in the record's currency, written in the user's locale.
import { useFormatter } from '@/app/_components/i18n/client-formatter';

export function useMoney() {
  const format = useFormatter();
  return (cents: number, currency: string) => format.number(cents / 100, { style: 'currency', currency });
}

/** A decimal (a quantity, a VAT rate) in the user's locale, without trailing zeros. */
export function useDecimal() {
  const format = useFormatter();
  return (value: number) => format.number(value, { maximumFractionDigits: 2 });
}
