// The rules of a plus crew's dashboard (rules "Plus crews"), as pure functions on integer
// cents, so that every figure on the screen can be checked by hand:
//  - team speed = actual turnover ÷ staff hours (turnover per hour);
//  - the month so far counts the days up to the selected date;
//  - bonus forecast: the month's turnover projected linearly from the days so far; if the
//    projection reaches the border (the month's target × border %), the forecast is the bonus
//    that projection would earn, otherwise 0.
// zod-free: the data screen shows totals in the browser.
import { datesOf, dayOfMonth, type TMonth } from './month';

/** One day's figures: turnover and target in cents, staff hours in hours; null when not entered. */
export type TDayFigures = {
  date: string;
  actualTurnoverCents: number | null;
  targetTurnoverCents: number | null;
  staffHours: number | null;
};

/** A plus crew's settings (its Target Border and Team Bonus values). Percentages as typed: 92.5 is 92.5 %. */
export type TPlusCrewSettings = {
  targetBorderPercent: number;
  teamBonus: { kind: 'amount'; amountCents: number } | { kind: 'percentage'; percent: number };
};

/** Percentages are kept to two decimals: 92.5 % is 9250 basis points, so that the arithmetic stays in integers. */
export const basisPoints = (percent: number) => Math.round(percent * 100);

/** `amount × percent %`, rounded to whole cents (half up). */
export const percentOf = (cents: number, percent: number) => Math.round((cents * basisPoints(percent)) / 10000);

/** Turnover per staff hour, in cents; null when no hours were worked (nothing to divide by). */
export function teamSpeed(turnover: number, hours: number): number | null {
  return hours > 0 ? Math.round(turnover / hours) : null;
}

const sum = (values: Array<number | null>) => values.reduce<number>((a, v) => a + (v ?? 0), 0);
/** Hours are summed in hundredths, so that 0.1 + 0.2 stays 0.3. */
const sumHours = (values: Array<number | null>) => Math.round(sum(values.map((v) => (v === null ? 0 : v * 100)))) / 100;

/** Every day of the month with its figures (days without entries have nulls). */
export function monthDays(month: TMonth, entries: readonly TDayFigures[]): TDayFigures[] {
  const byDate = new Map(entries.map((e) => [e.date, e]));
  return datesOf(month).map(
    (date) => byDate.get(date) ?? { date, actualTurnoverCents: null, targetTurnoverCents: null, staffHours: null },
  );
}

export type TDaySummary = TDayFigures & { speed: number | null };

export function daySummary(day: TDayFigures): TDaySummary {
  return { ...day, speed: teamSpeed(day.actualTurnoverCents ?? 0, day.staffHours ?? 0) };
}

export type TMonthSummary = {
  month: TMonth;
  /** The selected date the month is counted up to. */
  asOf: string;
  /** Actual turnover of the days up to the selected date. */
  turnover: number;
  /** Target of the days up to the selected date: what the turnover so far compares with. */
  targetSoFar: number;
  /** Target of the whole month: what the border is taken of. */
  target: number;
  hours: number;
  speed: number | null;
  /**
   * The days the projection counts: the 1st up to the last day (not after the selected date)
   * with an actual turnover entered. Today's turnover is entered at the end of the day, so
   * counting the selected day before it is entered would pull the projection down.
   */
  daysSoFar: number;
};

/** The month up to and including `asOf` (a date of that month, or after it for a past month). */
export function monthSummary(month: TMonth, days: readonly TDayFigures[], asOf: string): TMonthSummary {
  const inMonth = days.filter((d) => d.date >= month.dateFrom && d.date <= month.dateTo);
  const soFar = inMonth.filter((d) => d.date <= asOf);
  const lastEntered = soFar.filter((d) => d.actualTurnoverCents !== null).at(-1);
  const turnover = sum(soFar.map((d) => d.actualTurnoverCents));
  const hours = sumHours(soFar.map((d) => d.staffHours));
  return {
    month,
    asOf,
    turnover,
    targetSoFar: sum(soFar.map((d) => d.targetTurnoverCents)),
    target: sum(inMonth.map((d) => d.targetTurnoverCents)),
    hours,
    speed: teamSpeed(turnover, hours),
    daysSoFar: lastEntered ? dayOfMonth(lastEntered.date) : 0,
  };
}

/** Why the forecast is what it is; the screen words each case. */
export type TForecastOutcome = 'noSettings' | 'noTarget' | 'noTurnover' | 'belowBorder' | 'reached';

export type TBonusForecast = {
  outcome: TForecastOutcome;
  /** Turnover so far ÷ days so far × days in the month, in cents; null without days so far. */
  projection: number | null;
  /** The month's target × border %, in cents; null without settings or target. */
  border: number | null;
  /** The forecast bonus in cents: 0 unless the projection reaches the border. */
  bonus: number;
};

export function bonusForecast(summary: TMonthSummary, settings: TPlusCrewSettings | null): TBonusForecast {
  const { turnover, daysSoFar, month, target } = summary;
  const projection = daysSoFar > 0 ? Math.round((turnover * month.days) / daysSoFar) : null;
  if (!settings) return { outcome: 'noSettings', projection, border: null, bonus: 0 };
  if (target <= 0) return { outcome: 'noTarget', projection, border: null, bonus: 0 };
  const border = percentOf(target, settings.targetBorderPercent);
  if (projection === null) return { outcome: 'noTurnover', projection, border, bonus: 0 };
  if (projection < border) return { outcome: 'belowBorder', projection, border, bonus: 0 };
  const bonus =
    settings.teamBonus.kind === 'amount'
      ? settings.teamBonus.amountCents
      : percentOf(projection - border, settings.teamBonus.percent);
  return { outcome: 'reached', projection, border, bonus };
}
