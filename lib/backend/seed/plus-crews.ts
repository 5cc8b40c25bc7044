// Plus-crew demo data (rules "Plus crews"): three months of daily figures, up to today, for
// two of the demo tenant's plus crews, with targets for the whole current month. The store team
// (501, the PCID=1 login) sells 6 to 16 % above its targets and is heading for its bonus; the
// venue team (502) stays 20 to 30 % below them and is not. Weekday targets differ by at most
// 10 % from a crew's base, so that both stay on their side of the border from the first day of
// any month. The third plus crew has no figures and no settings yet. Deterministic: one seeded
// random, dates counted back from the demo's today.
import { and, eq, inArray } from 'drizzle-orm';
import { getDay } from 'date-fns/getDay';
import type { Db } from '../db/client';
import { plusCrewEntries, plusCrews, plusCrewValues } from '../db/schema';
import { addDays } from '../../domain/calendar-days';
import { monthOf, type TMonth } from '../../domain/plus-crews/month';
import { basisPoints } from '../../domain/plus-crews/figures';
import { valueTypeSet } from '../services/plus-crews/value-types';
import { insertRows, SEED_TIME_ZONE } from './context';
import { createRandom, type TRandom } from './random';
import { clock } from '../../domain/clock';

/** Sunday first, as date-fns counts: a store sells most at the end of the week. */
const WEEKDAY_TARGET = [1.05, 0.9, 0.9, 0.95, 1.0, 1.1, 1.1];

type TPlan = {
  number: number;
  /** Target of an average day, in cents. */
  baseTarget: number;
  /** Actual turnover ÷ target, drawn per day from this range. */
  share: [number, number];
  /** Turnover per staff hour on an average day, in cents. */
  speed: number;
  borderPercent: number;
  bonus: { kind: 'amount'; amount: number } | { kind: 'percentage'; percent: number };
};

const PLANS: TPlan[] = [
  {
    number: 501,
    baseTarget: 280000,
    share: [1.06, 1.16],
    speed: 9000,
    borderPercent: 90,
    bonus: { kind: 'amount', amount: 75000 },
  },
  {
    number: 502,
    baseTarget: 650000,
    share: [0.7, 0.8],
    speed: 7000,
    borderPercent: 95,
    bonus: { kind: 'percentage', percent: 10 },
  },
];

const weekday = (date: string) => getDay(new Date(`${date}T12:00:00`));
const between = (rnd: TRandom, [lo, hi]: [number, number]) => lo + rnd.next() * (hi - lo);

function dailyRows(rnd: TRandom, plan: TPlan, dates: string[], today: string) {
  return dates.map((date) => {
    const target = Math.round((plan.baseTarget * WEEKDAY_TARGET[weekday(date)]!) / 100) * 100;
    if (date > today) return { date, target, actual: null, hours: null };
    const actual = Math.round(target * between(rnd, plan.share));
    // Some days the team sells faster than others; hours are rostered in quarters.
    const speed = plan.speed * between(rnd, [0.9, 1.1]);
    const hours = Math.max(4, Math.round((actual / speed) * 4) / 4);
    return { date, target, actual, hours };
  });
}

export async function seedPlusCrews(db: Db, tenantId: number, opts: { seed: number; today?: string }) {
  const rnd = createRandom(opts.seed);
  const today = opts.today ?? clock.today(SEED_TIME_ZONE);
  const types = await valueTypeSet(db, tenantId);
  const current = monthOf(today);
  const previous = (m: TMonth) => monthOf(addDays(m.dateFrom, -1));
  const first = previous(previous(current)).dateFrom;
  const dates: string[] = [];
  for (let d = first; d <= current.dateTo; d = addDays(d, 1)) dates.push(d);

  const crews = await db
    .select({ id: plusCrews.id, number: plusCrews.number })
    .from(plusCrews)
    .where(
      and(
        eq(plusCrews.tenantId, tenantId),
        inArray(
          plusCrews.number,
          PLANS.map((p) => p.number),
        ),
      ),
    );
  for (const plan of PLANS) {
    const crew = crews.find((c) => c.number === plan.number);
    if (!crew) continue;
    const base = { tenantId, plusCrewId: crew.id };
    await insertRows(db, plusCrewValues, [
      { ...base, valueTypeId: types.targetBorder.id, percentBasisPoints: basisPoints(plan.borderPercent) },
      plan.bonus.kind === 'amount'
        ? { ...base, valueTypeId: types.teamBonus.id, amountCents: plan.bonus.amount }
        : { ...base, valueTypeId: types.teamBonus.id, percentBasisPoints: basisPoints(plan.bonus.percent) },
    ]);
    const days = dailyRows(rnd, plan, dates, today);
    await insertRows(db, plusCrewEntries, [
      ...days.map((d) => ({ ...base, valueTypeId: types.targetTurnover.id, date: d.date, amountCents: d.target })),
      ...days.flatMap((d) =>
        d.actual === null
          ? []
          : [
              { ...base, valueTypeId: types.actualTurnover.id, date: d.date, amountCents: d.actual },
              { ...base, valueTypeId: types.staffHours.id, date: d.date, hours: d.hours },
            ],
      ),
    ]);
  }
}
