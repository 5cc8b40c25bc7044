// What company settings may hold, as plain constants (no zod): the settings form reads them.
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK'] as const;

/** Digits after the prefix: CD-00042. */
export const NUMBER_DIGITS = 5;
export const MAX_DOCUMENT_NUMBER = 99_999_999;

/** `CD-` and 42 → `CD-00042`. */
export const formatDocumentNumber = (prefix: string, n: number) => `${prefix}${String(n).padStart(NUMBER_DIGITS, '0')}`;
