/** @jest-environment node */
// The staffing model solved by HiGHS on small instances whose optimum is known by hand: the
// solver finds it where taking the best person row by row does not; a row nobody can fill beside
// the others is explained by its binding constraint; the time limit still answers with a
// proposal that keeps every rule.
import { zonedToUtc } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';
import { DEFAULT_WORKING_TIME_RULES } from '../../../domain/planning/working-time';
import {
  blocksOf,
  greedyStaffing,
  itemsClash,
  objectiveOf,
  staffingModel,
  type TStaffingCandidate,
  type TStaffingInput,
  type TStaffingItem,
} from '../../../domain/planning/staffing-model';
import { solveStaffing } from './staffing-solver';

const TZ = 'Europe/Amsterdam';
const rules = DEFAULT_WORKING_TIME_RULES;

/** Crew item `id` on `date` from `from` to `to` (a shift past midnight ends the next day). */
function item(id: number, date: string, from: string, to: string, openRows = 1): TStaffingItem {
  const end = to > from ? date : addDays(date, 1);
  return { id, openRows, days: [{ date, startsAt: zonedToUtc(date, from, TZ), endsAt: zonedToUtc(end, to, TZ) }] };
}
const input = (o: Partial<TStaffingInput>): TStaffingInput => ({ items: [], candidates: [], people: [], rules, ...o });
const picked = (a: TStaffingCandidate[]) => a.map((c) => [c.personId, c.itemId]).sort();

describe('solveStaffing', () => {
  it('fills both rows where the best person row by row fills one: Alice on the evening leaves no rest for the morning', async () => {
    const evening = item(1, '2033-06-06', '14:00', '23:00');
    const morning = item(2, '2033-06-07', '08:00', '17:00');
    expect(itemsClash(evening, morning, rules)).toBe('rest');
    const instance = input({
      items: [evening, morning],
      candidates: [
        { personId: 10, itemId: 1, score: 50 }, // Alice: best on both
        { personId: 10, itemId: 2, score: 50 },
        { personId: 20, itemId: 1, score: 40 }, // Bob: the evening only
      ],
    });
    // Row by row: Alice on the evening, and nobody left for the morning.
    expect(picked(greedyStaffing(instance))).toEqual([[10, 1]]);
    const solution = await solveStaffing(instance, 10);
    expect(solution.status).toBe('optimal');
    expect(picked(solution.assignments)).toEqual([
      [10, 2],
      [20, 1],
    ]);
    expect(solution.objective).toBe(2090);
  });

  it('keeps the days in a row, the quota and the rows, and prefers the better fit within them', async () => {
    // Carla worked the 5 days before: of two new days in a row she may take one more.
    const worked = ['2033-06-01', '2033-06-02', '2033-06-03', '2033-06-04', '2033-06-05'];
    const sat = item(1, '2033-06-06', '08:00', '16:00', 2);
    const sun = item(2, '2033-06-07', '08:00', '16:00', 2);
    const instance = input({
      items: [sat, sun],
      candidates: [
        { personId: 30, itemId: 1, score: 90 },
        { personId: 30, itemId: 2, score: 10 },
        // Dan has 8 hours left in his contract's week: one of the two days.
        { personId: 40, itemId: 1, score: 20 },
        { personId: 40, itemId: 2, score: 80 },
        { personId: 50, itemId: 1, score: 5 },
        { personId: 50, itemId: 2, score: 5 },
      ],
      people: [
        { personId: 30, workedDates: worked, budgets: [] },
        {
          personId: 40,
          workedDates: [],
          budgets: [{ kind: 'quota', from: '2033-06-06', to: '2033-06-12', minutesLeft: 480 }],
        },
      ],
    });
    const solution = await solveStaffing(instance, 10);
    // Each person one day (their better one), Eve both: 4 rows of 4.
    expect(picked(solution.assignments)).toEqual([
      [30, 1],
      [40, 2],
      [50, 1],
      [50, 2],
    ]);
    // What kept Carla off Sunday and Dan off Saturday, beside the proposal.
    expect(blocksOf(instance, { personId: 30, itemId: 2 }, solution.assignments)).toEqual([
      { kind: 'consecutiveDays', from: '2033-06-01', to: '2033-06-07' },
    ]);
    expect(blocksOf(instance, { personId: 40, itemId: 1 }, solution.assignments)).toEqual([
      { kind: 'quota', from: '2033-06-06', to: '2033-06-12' },
    ]);
  });

  it('reports a row nobody can fill with the constraint that binds it', async () => {
    const night = item(1, '2033-06-06', '22:00', '06:00');
    const early = item(2, '2033-06-07', '07:00', '15:00');
    const instance = input({
      items: [night, early],
      candidates: [
        { personId: 10, itemId: 1, score: 10 },
        { personId: 10, itemId: 2, score: 10 },
      ],
    });
    const solution = await solveStaffing(instance, 10);
    expect(solution.assignments).toHaveLength(1);
    const left = solution.assignments[0]!.itemId === 1 ? 2 : 1;
    expect(blocksOf(instance, { personId: 10, itemId: left }, solution.assignments)).toEqual([
      { kind: 'rest', otherItemId: 3 - left },
    ]);
  });

  it('answers within the time limit with a proposal that keeps every rule, at least as good as greedy', async () => {
    // 120 items over 30 days, four a day around the clock, 60 people on all of them: far too
    // many combinations to prove the optimum in a hundredth of a second.
    const items: TStaffingItem[] = [];
    for (let day = 0; day < 30; day++) {
      const date = addDays('2033-07-01', day);
      items.push(item(4 * day + 1, date, '06:00', '14:00', 3), item(4 * day + 2, date, '14:00', '22:00', 3));
      items.push(item(4 * day + 3, date, '10:00', '18:00', 3), item(4 * day + 4, date, '22:00', '06:00', 3));
    }
    const candidates = items.flatMap((i) =>
      Array.from({ length: 60 }, (_, p) => ({ personId: p + 1, itemId: i.id, score: (p * 7 + i.id * 3) % 97 })),
    );
    const instance = input({ items, candidates });
    const solution = await solveStaffing(instance, 0.01);
    expect(solution.status).toBe('timeLimit');
    for (const i of items)
      expect(solution.assignments.filter((a) => a.itemId === i.id).length).toBeLessThanOrEqual(i.openRows);
    for (const a of solution.assignments) expect(blocksOf(instance, a, solution.assignments)).toEqual([]);
    const greedy = greedyStaffing(instance);
    expect(solution.assignments.length).toBeGreaterThanOrEqual(greedy.length);
    expect(solution.objective).toBeGreaterThanOrEqual(objectiveOf(instance, greedy));
  });
});

describe('keeping crews together', () => {
  // A crew on Monday and Tuesday, one row a day. Alone, Ann is best on Monday and Ben on
  // Tuesday (98); with 20 points a further day on the same crew, Ann on both is better (110).
  const mon = { ...item(1, '2033-06-06', '08:00', '16:00'), crewId: 7 };
  const tue = { ...item(2, '2033-06-07', '08:00', '16:00'), crewId: 7 };
  const candidates = [
    { personId: 10, itemId: 1, score: 50 },
    { personId: 10, itemId: 2, score: 40 },
    { personId: 20, itemId: 1, score: 35 },
    { personId: 20, itemId: 2, score: 48 },
  ];

  it('gives a person both days of a crew when the points for it outweigh the better fit', async () => {
    const instance = input({ items: [mon, tue], candidates, togetherPoints: 20 });
    const greedy = greedyStaffing(instance);
    expect(picked(greedy)).toEqual([
      [10, 1],
      [20, 2],
    ]);
    expect(objectiveOf(instance, greedy)).toBe(2098);
    const solution = await solveStaffing(instance, 10);
    expect(picked(solution.assignments)).toEqual([
      [10, 1],
      [10, 2],
    ]);
    expect(solution.objective).toBe(2110);
  });

  it('counts the points from the first row for someone on the crew already, and none without them', async () => {
    const onCrew = input({
      items: [mon, tue],
      candidates,
      people: [{ personId: 20, workedDates: [], budgets: [], crewIds: [7] }],
      togetherPoints: 20,
    });
    // Ben is on the crew: 35 + 20 and 48 + 20 beat Ann's 50 + 40 + 20, and Ann and him 50 + 48 + 20.
    expect(picked((await solveStaffing(onCrew, 10)).assignments)).toEqual([
      [20, 1],
      [20, 2],
    ]);
    const apart = await solveStaffing(input({ items: [mon, tue], candidates }), 10);
    expect(picked(apart.assignments)).toEqual([
      [10, 1],
      [20, 2],
    ]);
  });
});

describe('staffingModel', () => {
  it('writes a clash between two items only for a person who is a candidate for both', () => {
    const { lp } = staffingModel(
      input({
        items: [item(1, '2033-06-06', '14:00', '23:00'), item(2, '2033-06-07', '08:00', '17:00')],
        candidates: [
          { personId: 10, itemId: 1, score: 1 },
          { personId: 10, itemId: 2, score: 1 },
          { personId: 20, itemId: 1, score: 1 },
        ],
      }),
    );
    expect(lp).toContain('pair_10_1_2: x_10_1 + x_10_2 <= 1');
    expect(lp).not.toContain('pair_20');
    expect(lp).toContain('rows_1: x_10_1 + x_20_1 <= 1');
  });
});
