// `npm run bench:staffing`: "Staff this week" at scale, beside the greedy baseline in the same
// run. Seeds the demo at SEED_SCALE (default 10) into a fresh PostgreSQL database, tops the demo
// tenant up to 2,000 crew members (one to three functions each, living in the demo's cities) and
// lays out 500 open rows over two weeks ahead (day, evening and night shifts, some over two days,
// on crews at the demo's venues). Then it reads the model's input from the database as a
// proposal does (staffing-input.ts), fills the rows greedily (best-scored free person row by row,
// in row order) and solves the model with HiGHS under the proposal's time limit, and prints for
// both the time, the rows filled, the objective and its preference part (the objective without
// the 1,000 points of each filled row: what the planner's preferences gained), with the ratios and
// the bound no answer can beat; once with the default weights and once keeping crews together
// above all (WEIGHT_SETS).
//   BENCH_DATABASE_URL  admin URL of the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
import { and, eq, isNull, sql } from 'drizzle-orm';
import { postgresDemo } from './lib/demo-databases.mjs';
import { openDatabase, type Db } from '../lib/backend/db/client';
import {
  companies,
  contacts,
  functions,
  locations,
  personFunctions,
  persons,
  projectCrewItems,
  projectCrews,
  projects,
} from '../lib/backend/db/schema';
import { prepareDatabase } from '../lib/backend/seed/prepare';
import { REGIONS } from '../lib/backend/seed/catalog';
import { tenantTimeZone } from '../lib/backend/services/planning/common';
import { staffingDataOf } from '../lib/backend/services/planning/staffing-input';
import { solveStaffing } from '../lib/backend/services/planning/staffing-solver';
import { addDays } from '../lib/domain/calendar-days';
import { clock } from '../lib/domain/clock';
import { zonedToUtc } from '../lib/domain/time-zone';
import loadHighs from 'highs';
import {
  FILL_WEIGHT,
  greedyStaffing,
  objectiveOf,
  staffingModel,
  type TStaffingInput,
} from '../lib/domain/planning/staffing-model';
import { DEFAULT_STAFFING_WEIGHTS, type TStaffingWeights } from '../lib/domain/planning/staffing-preferences';
import { STAFFING_TIME_LIMIT_SECONDS } from '../lib/domain/planning/staffing-proposals';

const SCALE = Number(process.env.SEED_SCALE ?? 10);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TENANT = 1;
const PEOPLE = 2000;
const OPEN_ROWS = 500;
const DAYS = 14;
/** The shifts rows are laid out in: start, end (an end before the start is the next morning). */
const SHIFTS = [
  ['08:00', '17:00'],
  ['07:00', '15:00'],
  ['14:00', '23:00'],
  ['16:00', '00:30'],
  ['22:00', '06:00'],
] as const;

/**
 * The weights compared: the defaults, and a planner who keeps crews together above all (as the
 * e2e planner does): the greedy baseline ranks each row on its own and cannot plan a person onto
 * the same crew's other days, which the model weighs as a whole.
 */
const WEIGHT_SETS: ReadonlyArray<readonly [string, TStaffingWeights]> = [
  ['default weights', DEFAULT_STAFFING_WEIGHTS],
  ['crews kept together (weight 5)', { ...DEFAULT_STAFFING_WEIGHTS, together: 5 }],
];

/** A small deterministic generator, so that every run lays out the same instance. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

/** Tops the tenant up to PEOPLE crew members with one to three of its functions each. */
async function topUpPeople(db: Db, functionIds: number[], rnd: ReturnType<typeof random>) {
  const [have] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(persons)
    .where(and(eq(persons.tenantId, TENANT), isNull(persons.contactId)));
  const n = Number(have!.n);
  const cities = REGIONS.flatMap((r) => r.cities);
  for (let i = n; i < PEOPLE; i += 200) {
    const batch = Array.from({ length: Math.min(200, PEOPLE - i) }, (_, k) => {
      const city = cities[rnd.int(0, cities.length - 1)]!;
      return {
        tenantId: TENANT,
        firstName: 'Bench',
        lastName: `Crew ${i + k + 1}`,
        city: city.city,
        latitude: city.lat,
        longitude: city.lng,
      };
    });
    const ids = await db.insert(persons).values(batch).returning({ id: persons.id });
    const links = ids.flatMap(({ id }) => {
      const own = new Set(
        Array.from({ length: rnd.int(1, 3) }, () => functionIds[rnd.int(0, functionIds.length - 1)]!),
      );
      return [...own].map((functionId) => ({ personId: id, functionId }));
    });
    await db.insert(personFunctions).values(links).onConflictDoNothing();
  }
}

/** OPEN_ROWS open rows over DAYS days from `from`, on crews of new projects at the demo's venues. */
async function layOutRows(db: Db, from: string, functionIds: number[], rnd: ReturnType<typeof random>) {
  const tz = await tenantTimeZone(db, TENANT);
  const [company] = await db.select().from(companies).where(eq(companies.tenantId, TENANT)).limit(1);
  const clients = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, TENANT));
  const venues = await db.select({ id: locations.id }).from(locations).where(eq(locations.tenantId, TENANT));
  const [last] = await db
    .select({ top: sql<number>`coalesce(max(${projects.number}), 0)::int` })
    .from(projects)
    .where(eq(projects.tenantId, TENANT));
  const top = Number(last!.top);
  const itemIds: number[] = [];
  let rows = 0;
  for (let p = 0; rows < OPEN_ROWS; p++) {
    const day = addDays(from, rnd.int(0, DAYS - 2));
    const [project] = await db
      .insert(projects)
      .values({
        tenantId: TENANT,
        number: top + p + 1,
        name: `Bench show ${p + 1}`,
        companyId: company!.id,
        clientId: clients[rnd.int(0, clients.length - 1)]!.id,
        beginDate: day,
        endDate: addDays(day, 1),
        status: 'confirmed',
      })
      .returning();
    for (let c = 0; c < 3 && rows < OPEN_ROWS; c++) {
      const [crew] = await db
        .insert(projectCrews)
        .values({
          tenantId: TENANT,
          projectId: project!.id,
          name: `Crew ${c + 1}`,
          locationId: venues[rnd.int(0, venues.length - 1)]!.id,
          startDate: day,
        })
        .returning();
      // The crew's days: one or two, each with a few functions.
      for (const date of rnd.next() < 0.5 ? [day] : [day, addDays(day, 1)])
        for (let f = 0; f < 3 && rows < OPEN_ROWS; f++) {
          const [start, end] = SHIFTS[rnd.int(0, SHIFTS.length - 1)]!;
          const count = Math.min(rnd.int(1, 6), OPEN_ROWS - rows);
          const [item] = await db
            .insert(projectCrewItems)
            .values({
              tenantId: TENANT,
              projectCrewId: crew!.id,
              functionId: functionIds[rnd.int(0, functionIds.length - 1)]!,
              startDate: date,
              startTime: start,
              endTime: end,
              startsAt: zonedToUtc(date, start, tz),
              endsAt: zonedToUtc(end > start ? date : addDays(date, 1), end, tz),
              rows: count,
              status: 'active',
            })
            .returning({ id: projectCrewItems.id });
          itemIds.push(item!.id);
          rows += count;
        }
    }
  }
  return itemIds;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The most any answer could score: the model over every candidate (not only each row's best few,
 * as the proposal's solve keeps), with its yes-or-no columns relaxed to fractions between 0 and 1.
 * What the greedy answer is short of it bounds what any solver could still gain on this instance.
 */
async function upperBound(input: TStaffingInput): Promise<number> {
  const { lp } = staffingModel(input);
  const [head, binary] = lp.split('\nBinary\n');
  const columns = binary!
    .replace(/\nEnd$/, '')
    .trim()
    .split(/\s+/);
  const relaxed = [head, 'Bounds', ...columns.map((c) => ` ${c} <= 1`), 'End'].join('\n');
  const highs = await loadHighs();
  return highs.withModel({ format: 'lp', data: relaxed }, (model) => {
    model.options.set({ output_flag: false });
    model.run();
    return model.getObjectiveValue();
  });
}

/**
 * One weight set on the instance: the input read as a proposal reads it, the greedy answer and the
 * solver's, and the bound no answer can beat, printed as a table with the goals.
 */
async function compare(db: Db, itemIds: number[], from: string, label: string, weights: TStaffingWeights) {
  const reading = Date.now();
  const data = await staffingDataOf(db, TENANT, itemIds, weights);
  const readMs = Date.now() - reading;
  const { input } = data;
  const open = input.items.reduce((n, i) => n + i.openRows, 0);
  console.log(
    `[bench:staffing] ${label}: ${open} open rows on ${input.items.length} crew items from ${from} (${DAYS} days), ` +
      `${PEOPLE} crew members, ${input.candidates.length} free candidates; input read in ${seconds(readMs)}`,
  );

  const greedyStart = Date.now();
  const greedy = greedyStaffing(input);
  const greedyMs = Date.now() - greedyStart;
  const solving = Date.now();
  const solution = await solveStaffing(input, STAFFING_TIME_LIMIT_SECONDS);
  const solveMs = Date.now() - solving;

  const rowsOf = (n: number) => `${n} of ${open}`;
  const preference = (objective: number, filled: number) => objective - FILL_WEIGHT * filled;
  const g = { rows: greedy.length, objective: objectiveOf(input, greedy) };
  const s = { rows: solution.assignments.length, objective: solution.objective };
  const table = [
    ['', 'time', 'rows filled', 'objective', 'preference part'],
    [
      'greedy (row by row)',
      seconds(greedyMs),
      rowsOf(g.rows),
      String(g.objective),
      String(preference(g.objective, g.rows)),
    ],
    [
      `solver (HiGHS, ${solution.status})`,
      seconds(solveMs),
      rowsOf(s.rows),
      String(s.objective),
      String(preference(s.objective, s.rows)),
    ],
    [
      'solver / greedy',
      '',
      (s.rows / g.rows).toFixed(3),
      (s.objective / g.objective).toFixed(3),
      (preference(s.objective, s.rows) / preference(g.objective, g.rows)).toFixed(3),
    ],
  ];
  const bounding = Date.now();
  const bound = await upperBound(input);
  const boundMs = Date.now() - bounding;
  // With every open row filled (as both answers fill them), the preferences can gain at most this.
  const bestPreference = bound - FILL_WEIGHT * open;
  table.push([
    'bound (LP relaxation, all candidates)',
    seconds(boundMs),
    '',
    bound.toFixed(0),
    `<= ${bestPreference.toFixed(0)}`,
  ]);
  table.push(['bound / greedy', '', '', '', (bestPreference / preference(g.objective, g.rows)).toFixed(3)]);
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  const proposalMs = readMs + solveMs;
  console.log(
    `[bench:staffing] ${label}, goals: a proposal within 20 s (read + solve: ${seconds(proposalMs)}) ${proposalMs <= 20_000 ? 'met' : 'MISSED'}; ` +
      `at least greedy's rows ${s.rows >= g.rows ? 'met' : 'MISSED'}; ` +
      `preferences 10 % better than greedy's (${(100 * (preference(s.objective, s.rows) / preference(g.objective, g.rows) - 1)).toFixed(1)} %) ` +
      `${preference(s.objective, s.rows) >= 1.1 * preference(g.objective, g.rows) ? 'met' : 'MISSED'}`,
  );
}

async function main() {
  const demo = postgresDemo({ name: 'bench_staffing', adminUrl: PG_ADMIN_URL });
  try {
    const url = await demo.seedDatabase();
    const database = await openDatabase({ databaseUrl: url });
    const seeding = Date.now();
    await prepareDatabase(database, { seedDemo: true, seedScale: SCALE });
    console.log(`[bench:staffing] demo seeded at SEED_SCALE=${SCALE} in ${seconds(Date.now() - seeding)}`);
    const db = database.db;
    const rnd = random(30);
    const functionIds = (
      await db.select({ id: functions.id }).from(functions).where(eq(functions.tenantId, TENANT))
    ).map((f) => f.id);
    await topUpPeople(db, functionIds, rnd);
    const from = addDays(clock.today('Europe/Amsterdam'), 120);
    const itemIds = await layOutRows(db, from, functionIds, rnd);

    for (const [label, weights] of WEIGHT_SETS) await compare(db, itemIds, from, label, weights);
    await database.close();
  } finally {
    await demo.drop();
  }
}

main().catch((err) => {
  console.error('[bench:staffing] failed:', err);
  process.exit(1);
});
