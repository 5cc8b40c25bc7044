// A plus crew's settings read from its values (rules §3 "Plus-crew value: type"): the Target
// Border's percent and the Team Bonus as an amount or a percent. zod-free.
import type { TPlusCrewSettings } from './figures';
import type { TValueTypeCode } from './value-types';

/** What the settings need of a value (the wire's TPlusCrewValue fits). */
export type TSettingValue = {
  valueType: { code: TValueTypeCode };
  amountCents: number | null;
  percent: number | null;
};

/** The settings, or null until both the border and the bonus are set. */
export function settingsFromValues(values: readonly TSettingValue[]): TPlusCrewSettings | null {
  const border = values.find((v) => v.valueType.code === 'targetBorder');
  const bonus = values.find((v) => v.valueType.code === 'teamBonus');
  if (border?.percent == null || !bonus) return null;
  if (bonus.amountCents !== null)
    return { targetBorderPercent: border.percent, teamBonus: { kind: 'amount', amountCents: bonus.amountCents } };
  if (bonus.percent !== null)
    return { targetBorderPercent: border.percent, teamBonus: { kind: 'percentage', percent: bonus.percent } };
  return null;
}
