// Staffing many open rows at once: the mixed-integer model a solver fills, and what its answer
// means. Pure: the model is written as CPLEX LP text (what HiGHS reads) and the solution is read
// back from the values of its columns; the backend gathers the rows, the candidates free of
// conflicts beside their existing jobs, and what each person has left, and runs the solver.
//
// Columns: `x_<person>_<item>`, 1 when the person takes one row of the crew item; `d_<person>_<day>`,
// 1 when they would work that calendar day.
// Hard constraints (lib/domain/planning/working-time.ts has the rules):
//  - rows: no more people on an item than it has open rows;
//  - pairs: one person never takes two items that overlap or leave less than the rest between
//    them;
//  - days in a row: in every run of maxConsecutiveDays + 1 calendar days, the days a person
//    would work (those they work already and the new ones) stay within maxConsecutiveDays;
//  - hours: the minutes a person takes on in a period (a contract's quota period, the reference
//    period of the weekly average) stay within what they have left there.
// Objective: each filled row counts FILL_WEIGHT, far above any preference, plus the candidate's
// score, so that the solver fills as many rows as it can and then fills them best.
import { addDays } from '../calendar-days';
import { restBetween, type TWorkShift, type TWorkingTimeRules } from './working-time';

export const FILL_WEIGHT = 1000;

/** One day of a crew item as a shift, with the calendar day it counts for. */
export type TStaffingDay = Omit<TWorkShift, 'id'> & { date: string };
export type TStaffingItem = { id: number; openRows: number; days: TStaffingDay[] };
/** A person who may take a row of the item: free beside their jobs, with the function; `score`
 *  is how well they fit (0 to FILL_WEIGHT / 10). */
export type TStaffingCandidate = { personId: number; itemId: number; score: number };
/** What a person brings: the days they work already, and the minutes left in each period. */
export type TStaffingPerson = {
  personId: number;
  workedDates: readonly string[];
  budgets: ReadonlyArray<{ kind: 'quota' | 'averageWeeklyHours'; from: string; to: string; minutesLeft: number }>;
};
export type TStaffingInput = {
  items: readonly TStaffingItem[];
  candidates: readonly TStaffingCandidate[];
  people: readonly TStaffingPerson[];
  rules: TWorkingTimeRules;
};

/** Why a candidate cannot take an item beside what the solution gave them. */
export type TStaffingBlock =
  | { kind: 'rest' | 'overlap'; otherItemId: number }
  | { kind: 'consecutiveDays'; from: string; to: string }
  | { kind: 'quota' | 'averageWeeklyHours'; from: string; to: string };

const x = (personId: number, itemId: number) => `x_${personId}_${itemId}`;
/** The model's column of a candidate. */
export const columnOf = (c: Pick<TStaffingCandidate, 'personId' | 'itemId'>) => x(c.personId, c.itemId);
const d = (personId: number, date: string) => `d_${personId}_${date.replaceAll('-', '')}`;
const minutesOf = (s: TStaffingDay) => Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000);
const minutesIn = (item: TStaffingItem, from: string, to: string) =>
  item.days.filter((s) => s.date >= from && s.date <= to).reduce((n, s) => n + minutesOf(s), 0);

/** Whether one person may not work both items: a day of one overlaps or comes too close to a day
 *  of the other. */
export function itemsClash(a: TStaffingItem, b: TStaffingItem, rules: TWorkingTimeRules): 'rest' | 'overlap' | null {
  let worst: 'rest' | 'overlap' | null = null;
  for (const p of a.days)
    for (const q of b.days) {
      const rest = restBetween({ id: 0, ...p }, { id: 1, ...q });
      if (rest === null) return 'overlap';
      if (rest < rules.minRestHours * 60) worst = 'rest';
    }
  return worst;
}

/** The runs of maxConsecutiveDays + 1 days in which a person's new days could break the rule:
 *  each with the new days in it and how many of them they may still take. */
function dayWindows(person: TStaffingPerson | undefined, newDates: Set<string>, rules: TWorkingTimeRules) {
  const span = rules.maxConsecutiveDays + 1;
  const dates = [...newDates].sort();
  const worked = new Set(person?.workedDates ?? []);
  const out: Array<{ from: string; to: string; dates: string[]; allowed: number }> = [];
  if (dates.length === 0) return out;
  for (let from = addDays(dates[0]!, -(span - 1)); from <= dates.at(-1)!; from = addDays(from, 1)) {
    const to = addDays(from, span - 1);
    const inRun = dates.filter((x) => x >= from && x <= to && !worked.has(x));
    let already = 0;
    for (let day = from; day <= to; day = addDays(day, 1)) if (worked.has(day)) already++;
    if (inRun.length > 0 && already + inRun.length > rules.maxConsecutiveDays)
      out.push({ from, to, dates: inRun, allowed: Math.max(0, rules.maxConsecutiveDays - already) });
  }
  return out;
}

/** The model as CPLEX LP text. */
export function staffingModel(input: TStaffingInput): string {
  const items = new Map(input.items.map((i) => [i.id, i]));
  const people = new Map(input.people.map((p) => [p.personId, p]));
  const byPerson = new Map<number, TStaffingCandidate[]>();
  for (const c of input.candidates) {
    if (!items.has(c.itemId)) continue;
    byPerson.set(c.personId, [...(byPerson.get(c.personId) ?? []), c]);
  }
  const objective = input.candidates
    .filter((c) => items.has(c.itemId))
    .map((c) => `+ ${FILL_WEIGHT + c.score} ${x(c.personId, c.itemId)}`);
  const rows: string[] = [];
  const binaries = input.candidates.filter((c) => items.has(c.itemId)).map((c) => x(c.personId, c.itemId));

  for (const item of input.items) {
    const on = input.candidates.filter((c) => c.itemId === item.id).map((c) => x(c.personId, item.id));
    if (on.length > 0) rows.push(`rows_${item.id}: ${on.join(' + ')} <= ${item.openRows}`);
  }
  for (const [personId, theirs] of byPerson) {
    for (let a = 0; a < theirs.length; a++)
      for (let b = a + 1; b < theirs.length; b++) {
        const [i, j] = [items.get(theirs[a]!.itemId)!, items.get(theirs[b]!.itemId)!];
        if (itemsClash(i, j, input.rules))
          rows.push(`pair_${personId}_${i.id}_${j.id}: ${x(personId, i.id)} + ${x(personId, j.id)} <= 1`);
      }
    const newDates = new Set(theirs.flatMap((c) => items.get(c.itemId)!.days.map((s) => s.date)));
    const windows = dayWindows(people.get(personId), newDates, input.rules);
    const usedDays = new Set(windows.flatMap((w) => w.dates));
    for (const date of usedDays) {
      binaries.push(d(personId, date));
      for (const c of theirs)
        if (items.get(c.itemId)!.days.some((s) => s.date === date))
          rows.push(
            `day_${personId}_${c.itemId}_${date.replaceAll('-', '')}: ${x(personId, c.itemId)} - ${d(personId, date)} <= 0`,
          );
    }
    for (const w of windows)
      rows.push(
        `run_${personId}_${w.from.replaceAll('-', '')}: ${w.dates.map((x) => d(personId, x)).join(' + ')} <= ${w.allowed}`,
      );
    for (const [k, budget] of (people.get(personId)?.budgets ?? []).entries()) {
      const terms = theirs
        .map((c) => [minutesIn(items.get(c.itemId)!, budget.from, budget.to), c.itemId] as const)
        .filter(([minutes]) => minutes > 0);
      if (terms.reduce((n, [m]) => n + m, 0) > budget.minutesLeft)
        rows.push(
          `hours_${personId}_${k}: ${terms.map(([m, itemId]) => `${m} ${x(personId, itemId)}`).join(' + ')} <= ${Math.max(0, budget.minutesLeft)}`,
        );
    }
  }
  return [
    'Maximize',
    ` obj: ${objective.length > 0 ? objective.join(' ') : '0 x_none'}`,
    'Subject To',
    ...(rows.length > 0 ? rows.map((r) => ` ${r}`) : [' none: x_none <= 0']),
    'Binary',
    ` ${binaries.length > 0 ? binaries.join(' ') : 'x_none'}`,
    'End',
  ].join('\n');
}

/** What keeps `candidate` off its item beside the people `chosen` (none when nothing does). */
export function blocksOf(
  input: TStaffingInput,
  candidate: Pick<TStaffingCandidate, 'personId' | 'itemId'>,
  chosen: readonly TStaffingCandidate[],
): TStaffingBlock[] {
  const items = new Map(input.items.map((i) => [i.id, i]));
  const item = items.get(candidate.itemId)!;
  const theirs = chosen.filter((c) => c.personId === candidate.personId && c.itemId !== candidate.itemId);
  const out: TStaffingBlock[] = [];
  for (const c of theirs) {
    const clash = itemsClash(item, items.get(c.itemId)!, input.rules);
    if (clash) out.push({ kind: clash, otherItemId: c.itemId });
  }
  const person = input.people.find((p) => p.personId === candidate.personId);
  const newDates = new Set([...theirs, candidate].flatMap((c) => items.get(c.itemId)!.days.map((s) => s.date)));
  for (const w of dayWindows(person, newDates, input.rules))
    if (w.dates.length > w.allowed && item.days.some((s) => w.dates.includes(s.date)))
      out.push({ kind: 'consecutiveDays', from: w.from, to: w.to });
  for (const b of person?.budgets ?? []) {
    const minutes = [...theirs, candidate].reduce((n, c) => n + minutesIn(items.get(c.itemId)!, b.from, b.to), 0);
    if (minutesIn(item, b.from, b.to) > 0 && minutes > b.minutesLeft)
      out.push({ kind: b.kind, from: b.from, to: b.to });
  }
  return out;
}

/**
 * The greedy baseline, and the solver's first solution: the rows in order (items by their first
 * start), each given the best-scored candidate whom nothing keeps off it beside the rows given
 * before.
 */
export function greedyStaffing(input: TStaffingInput): TStaffingCandidate[] {
  const chosen: TStaffingCandidate[] = [];
  const items = [...input.items].sort(
    (a, b) => (a.days[0]?.startsAt.getTime() ?? 0) - (b.days[0]?.startsAt.getTime() ?? 0) || a.id - b.id,
  );
  for (const item of items) {
    const ranked = input.candidates
      .filter((c) => c.itemId === item.id)
      .sort((a, b) => b.score - a.score || a.personId - b.personId);
    for (let row = 0; row < item.openRows; row++) {
      const next = ranked.find((c) => !chosen.includes(c) && blocksOf(input, c, chosen).length === 0);
      if (!next) break;
      chosen.push(next);
    }
  }
  return chosen;
}
