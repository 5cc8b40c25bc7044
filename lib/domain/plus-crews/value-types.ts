// The value types of plus crews (rules §3, rules "Plus crews"): two settings (Target Border,
// Team Bonus) and three daily figures (Actual Turnover, Staff Hours, Target Turnover). Each
// tenant has its own rows (ids and captions); the code says which is which. zod-free, so that
// browser code can check the set without loading the schemas.

export const VALUE_TYPE_CODES = [
  'targetBorder',
  'teamBonus',
  'actualTurnover',
  'staffHours',
  'targetTurnover',
] as const;
export type TValueTypeCode = (typeof VALUE_TYPE_CODES)[number];

/** The figures entered day by day; the month's load asks for these three. */
export const DAILY_CODES = ['actualTurnover', 'staffHours', 'targetTurnover'] as const;
export type TDailyCode = (typeof DAILY_CODES)[number];
/** The daily figures that are money (cents); staff hours are hours. */
export const MONEY_CODES = ['actualTurnover', 'targetTurnover'] as const;
export type TMoneyCode = (typeof MONEY_CODES)[number];
/** The field of a day's figures (and of PUT …/data) that holds each daily figure: money in cents. */
export const DAY_FIELDS = {
  actualTurnover: 'actualTurnoverCents',
  staffHours: 'staffHours',
  targetTurnover: 'targetTurnoverCents',
} as const satisfies Record<TDailyCode, string>;

/** The English caption a new tenant's value type starts with (rules §3). */
export const VALUE_TYPE_CAPTIONS: Record<TValueTypeCode, string> = {
  targetBorder: 'Target Border',
  teamBonus: 'Team Bonus',
  actualTurnover: 'Actual Turnover',
  staffHours: 'Staff Hours',
  targetTurnover: 'Target Turnover',
};

export type TValueTypeRow = { id: number; code: TValueTypeCode; caption: string };
export type TValueTypeSet = Record<TValueTypeCode, TValueTypeRow>;

/** Every value type by its code, or null when any of the five is missing (rules §5, §8). */
export function requiredValueTypes(types: readonly TValueTypeRow[]): TValueTypeSet | null {
  const byCode: Partial<TValueTypeSet> = {};
  for (const t of types) byCode[t.code] ??= t;
  return VALUE_TYPE_CODES.every((code) => byCode[code]) ? (byCode as TValueTypeSet) : null;
}
