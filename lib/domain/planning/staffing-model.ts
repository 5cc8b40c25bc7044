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
// score (staffing-preferences.ts), so that the solver fills as many rows as it can and then fills
// them best; and, to keep crews together across days, `togetherPoints` for each row a person
// takes on a crew they are on already (`g_<person>_<crew>`: the first row on a new crew earns
// none).
import { addDays } from '../calendar-days';
import { restBetween, type TWorkShift, type TWorkingTimeRules } from './working-time';

export const FILL_WEIGHT = 1000;

/** One day of a crew item as a shift, with the calendar day it counts for. */
export type TStaffingDay = Omit<TWorkShift, 'id'> & { date: string };
/** A crew item with rows to fill; `crewId`, its project crew, for keeping crews together. */
export type TStaffingItem = { id: number; crewId?: number; openRows: number; days: TStaffingDay[] };
/** A person who may take a row of the item: free beside their jobs, with the function; `score`
 *  is how well they fit (staffing-preferences.ts: 0 to 300, far below FILL_WEIGHT). */
export type TStaffingCandidate = { personId: number; itemId: number; score: number };
/** What a person brings: the days they work already, the minutes left in each period, and the
 *  crews they are on already. */
export type TStaffingPerson = {
  personId: number;
  workedDates: readonly string[];
  budgets: ReadonlyArray<{ kind: 'quota' | 'averageWeeklyHours'; from: string; to: string; minutesLeft: number }>;
  crewIds?: readonly number[];
};
export type TStaffingInput = {
  items: readonly TStaffingItem[];
  candidates: readonly TStaffingCandidate[];
  people: readonly TStaffingPerson[];
  rules: TWorkingTimeRules;
  /** Points for each row a person takes on a crew they are on (0: crews need not stay together). */
  togetherPoints?: number;
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
const g = (personId: number, crewId: number) => `g_${personId}_${crewId}`;
const minutesOf = (s: TStaffingDay) => Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000);
const minutesIn = (item: TStaffingItem, from: string, to: string) =>
  item.days.filter((s) => s.date >= from && s.date <= to).reduce((n, s) => n + minutesOf(s), 0);
const firstStart = (item: TStaffingItem) => Math.min(...item.days.map((s) => s.startsAt.getTime()));
const lastEnd = (item: TStaffingItem) => Math.max(...item.days.map((s) => s.endsAt.getTime()));

function groupBy<T>(list: readonly T[], key: (t: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const t of list) {
    const k = key(t);
    const group = out.get(k);
    if (group) group.push(t);
    else out.set(k, [t]);
  }
  return out;
}

/** Whether one person may not work both items: a day of one overlaps or comes too close to a day
 *  of the other. */
export function itemsClash(a: TStaffingItem, b: TStaffingItem, rules: TWorkingTimeRules): 'rest' | 'overlap' | null {
  const rest = rules.minRestHours * 3_600_000;
  if (lastEnd(a) + rest <= firstStart(b) || lastEnd(b) + rest <= firstStart(a)) return null;
  let worst: 'rest' | 'overlap' | null = null;
  for (const p of a.days)
    for (const q of b.days) {
      const between = restBetween({ id: 0, ...p }, { id: 1, ...q });
      if (between === null) return 'overlap';
      if (between < rules.minRestHours * 60) worst = 'rest';
    }
  return worst;
}

/** An input looked up by item and by person, built once per model or baseline. */
function indexOf(input: TStaffingInput) {
  const items = new Map(input.items.map((i) => [i.id, i]));
  const candidates = input.candidates.filter((c) => items.has(c.itemId));
  return {
    input,
    items,
    candidates,
    byItem: groupBy(candidates, (c) => c.itemId),
    byPerson: groupBy(candidates, (c) => c.personId),
    people: new Map(input.people.map((p) => [p.personId, p])),
  };
}
type TIndex = ReturnType<typeof indexOf>;

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

/** The pairs of a person's candidate items that one person may not both work. */
function clashingPairs(ix: TIndex, theirs: readonly TStaffingCandidate[]): Array<[number, number]> {
  const rest = ix.input.rules.minRestHours * 3_600_000;
  // By first start: an item starting at least the rest after one ends clashes with none after it.
  const sorted = theirs.map((c) => ix.items.get(c.itemId)!).sort((a, b) => firstStart(a) - firstStart(b));
  const out: Array<[number, number]> = [];
  for (let a = 0; a < sorted.length; a++) {
    const reach = lastEnd(sorted[a]!) + rest;
    for (let b = a + 1; b < sorted.length && firstStart(sorted[b]!) < reach; b++)
      if (itemsClash(sorted[a]!, sorted[b]!, ix.input.rules)) {
        const [i, j] = sorted[a]!.id < sorted[b]!.id ? [sorted[a]!, sorted[b]!] : [sorted[b]!, sorted[a]!];
        out.push([i.id, j.id]);
      }
  }
  return out;
}

/** A person's candidate rows by crew, where rows on it earn the together points: a crew they are
 *  on already (`onCrew`), or one they could take two rows of. */
function togetherCrews(ix: TIndex, personId: number, theirs: readonly TStaffingCandidate[]) {
  if (!ix.input.togetherPoints) return [];
  const onCrews = new Set(ix.people.get(personId)?.crewIds ?? []);
  return [...groupBy(theirs, (c) => ix.items.get(c.itemId)!.crewId ?? -1)]
    .filter(([crewId, rows]) => crewId >= 0 && (onCrews.has(crewId) || rows.length > 1))
    .map(([crewId, rows]) => ({ crewId, rows, onCrew: onCrews.has(crewId) }));
}

/**
 * The model as CPLEX LP text, and `startOf`: the columns a solution sets to 1 (the candidates'
 * and the day and crew columns they imply), to hand the solver as its first solution.
 */
export function staffingModel(input: TStaffingInput): {
  lp: string;
  startOf: (chosen: readonly TStaffingCandidate[]) => string[];
} {
  const ix = indexOf(input);
  const together = input.togetherPoints ?? 0;
  const objective = new Map(ix.candidates.map((c) => [columnOf(c), FILL_WEIGHT + c.score]));
  const rows: string[] = [];
  const binaries = new Set(objective.keys());

  for (const [itemId, on] of ix.byItem)
    rows.push(`rows_${itemId}: ${on.map(columnOf).join(' + ')} <= ${ix.items.get(itemId)!.openRows}`);
  for (const [personId, theirs] of ix.byPerson) {
    for (const [i, j] of clashingPairs(ix, theirs))
      rows.push(`pair_${personId}_${i}_${j}: ${x(personId, i)} + ${x(personId, j)} <= 1`);
    const newDates = new Set(theirs.flatMap((c) => ix.items.get(c.itemId)!.days.map((s) => s.date)));
    const windows = dayWindows(ix.people.get(personId), newDates, input.rules);
    for (const date of new Set(windows.flatMap((w) => w.dates))) {
      binaries.add(d(personId, date));
      for (const c of theirs)
        if (ix.items.get(c.itemId)!.days.some((s) => s.date === date))
          rows.push(
            `day_${personId}_${c.itemId}_${date.replaceAll('-', '')}: ${columnOf(c)} - ${d(personId, date)} <= 0`,
          );
    }
    for (const w of windows)
      rows.push(
        `run_${personId}_${w.from.replaceAll('-', '')}: ${w.dates.map((x) => d(personId, x)).join(' + ')} <= ${w.allowed}`,
      );
    for (const [k, budget] of (ix.people.get(personId)?.budgets ?? []).entries()) {
      const terms = theirs
        .map((c) => [minutesIn(ix.items.get(c.itemId)!, budget.from, budget.to), c.itemId] as const)
        .filter(([minutes]) => minutes > 0);
      if (terms.reduce((n, [m]) => n + m, 0) > budget.minutesLeft)
        rows.push(
          `hours_${personId}_${k}: ${terms.map(([m, itemId]) => `${m} ${x(personId, itemId)}`).join(' + ')} <= ${Math.max(0, budget.minutesLeft)}`,
        );
    }
    for (const crew of togetherCrews(ix, personId, theirs)) {
      for (const c of crew.rows) objective.set(columnOf(c), objective.get(columnOf(c))! + together);
      if (crew.onCrew) continue;
      const column = g(personId, crew.crewId);
      binaries.add(column);
      objective.set(column, -together);
      for (const c of crew.rows) rows.push(`crew_${personId}_${c.itemId}: ${columnOf(c)} - ${column} <= 0`);
    }
  }
  const terms = [...objective].map(([column, k]) => `${k < 0 ? '-' : '+'} ${Math.abs(k)} ${column}`);
  const lp = [
    'Maximize',
    ` obj: ${terms.length > 0 ? terms.join(' ') : '0 x_none'}`,
    'Subject To',
    ...(rows.length > 0 ? rows.map((r) => ` ${r}`) : [' none: x_none <= 0']),
    'Binary',
    ` ${binaries.size > 0 ? [...binaries].join(' ') : 'x_none'}`,
    'End',
  ].join('\n');
  const startOf = (chosen: readonly TStaffingCandidate[]) => {
    const on = new Set<string>();
    for (const c of chosen) {
      on.add(columnOf(c));
      const item = ix.items.get(c.itemId)!;
      for (const s of item.days) on.add(d(c.personId, s.date));
      if (item.crewId !== undefined) on.add(g(c.personId, item.crewId));
    }
    return [...on].filter((column) => binaries.has(column));
  };
  return { lp, startOf };
}

/** The objective's value of a solution: what the solver maximises, and what compares it with
 *  the greedy baseline. */
export function objectiveOf(input: TStaffingInput, chosen: readonly TStaffingCandidate[]): number {
  const ix = indexOf(input);
  let value = chosen.reduce((n, c) => n + FILL_WEIGHT + c.score, 0);
  for (const [personId, theirs] of groupBy(chosen, (c) => c.personId))
    for (const crew of togetherCrews(ix, personId, theirs))
      value += (input.togetherPoints ?? 0) * (crew.rows.length - (crew.onCrew ? 0 : 1));
  return value;
}

/** What keeps `candidate` off its item beside `theirs`, the rows the solution gave the same person. */
function blocksIn(
  ix: TIndex,
  candidate: Pick<TStaffingCandidate, 'personId' | 'itemId'>,
  theirs: readonly TStaffingCandidate[],
): TStaffingBlock[] {
  const item = ix.items.get(candidate.itemId)!;
  const others = theirs.filter((c) => c.itemId !== candidate.itemId);
  const out: TStaffingBlock[] = [];
  for (const c of others) {
    const clash = itemsClash(item, ix.items.get(c.itemId)!, ix.input.rules);
    if (clash) out.push({ kind: clash, otherItemId: c.itemId });
  }
  const person = ix.people.get(candidate.personId);
  const newDates = new Set([...others, candidate].flatMap((c) => ix.items.get(c.itemId)!.days.map((s) => s.date)));
  for (const w of dayWindows(person, newDates, ix.input.rules))
    if (w.dates.length > w.allowed && item.days.some((s) => w.dates.includes(s.date)))
      out.push({ kind: 'consecutiveDays', from: w.from, to: w.to });
  for (const b of person?.budgets ?? []) {
    const minutes = [...others, candidate].reduce((n, c) => n + minutesIn(ix.items.get(c.itemId)!, b.from, b.to), 0);
    if (minutesIn(item, b.from, b.to) > 0 && minutes > b.minutesLeft)
      out.push({ kind: b.kind, from: b.from, to: b.to });
  }
  return out;
}

/** What keeps a candidate off its item beside the people `chosen` (none when nothing does): the
 *  input is indexed once for all the candidates asked about. */
export function blockFinder(input: TStaffingInput, chosen: readonly TStaffingCandidate[]) {
  const ix = indexOf(input);
  const byPerson = groupBy(chosen, (c) => c.personId);
  return (candidate: Pick<TStaffingCandidate, 'personId' | 'itemId'>): TStaffingBlock[] =>
    blocksIn(ix, candidate, byPerson.get(candidate.personId) ?? []);
}

/** What keeps `candidate` off its item beside the people `chosen` (none when nothing does). */
export function blocksOf(
  input: TStaffingInput,
  candidate: Pick<TStaffingCandidate, 'personId' | 'itemId'>,
  chosen: readonly TStaffingCandidate[],
): TStaffingBlock[] {
  return blockFinder(input, chosen)(candidate);
}

/**
 * The greedy baseline, and the solver's first solution: the rows in order (items by their first
 * start), each given the best-scored candidate whom nothing keeps off it beside the rows given
 * before. From `start`, it fills up what a solution cut short by its time limit left open.
 */
export function greedyStaffing(input: TStaffingInput, start: readonly TStaffingCandidate[] = []): TStaffingCandidate[] {
  const ix = indexOf(input);
  const chosen = [...start];
  const taken = new Set(start.map(columnOf));
  const byPerson = groupBy(start, (c) => c.personId);
  const items = [...input.items].sort((a, b) => firstStart(a) - firstStart(b) || a.id - b.id);
  for (const item of items) {
    const ranked = [...(ix.byItem.get(item.id) ?? [])].sort((a, b) => b.score - a.score || a.personId - b.personId);
    for (let row = start.filter((c) => c.itemId === item.id).length; row < item.openRows; row++) {
      const next = ranked.find(
        (c) => !taken.has(columnOf(c)) && blocksIn(ix, c, byPerson.get(c.personId) ?? []).length === 0,
      );
      if (!next) break;
      chosen.push(next);
      taken.add(columnOf(next));
      byPerson.set(next.personId, [...(byPerson.get(next.personId) ?? []), next]);
    }
  }
  return chosen;
}
