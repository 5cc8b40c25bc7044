// How a plus crew's figures read, on the server (getFormatter) and in the browser
// (useFormatter) alike: money in the tenant's currency from integer cents, hours and
// percentages with at most two decimals, all in the user's locale (lib/i18n/formats.ts).
type TNumberFormat = {
  number: (value: number, format: 'money' | 'decimal' | 'percent', options?: { currency?: string }) => string;
};

export function figureFormat(format: TNumberFormat, currency: string) {
  const money = (cents: number) => format.number(cents / 100, 'money', { currency });
  return {
    money,
    /** A figure that may be missing: a dash rather than a zero nobody entered. */
    moneyOrDash: (cents: number | null) => (cents === null ? '–' : money(cents)),
    hours: (hours: number) => format.number(hours, 'decimal'),
    /** 92.5 → "92.5 %". */
    percent: (percent: number) => format.number(percent / 100, 'percent'),
    /** Turnover ÷ target as a percentage, or null without a target. */
    share: (part: number, whole: number) => (whole > 0 ? format.number(part / whole, 'percent') : null),
  };
}
export type TFigureFormat = ReturnType<typeof figureFormat>;
