// The SQL whose behaviour depends on the driver, on the database of this run: PostgreSQL through
// `pg` (TEST_DATABASE_URL) or embedded PGlite. The full API suite runs on PostgreSQL; on PGlite
// `npm test` runs this file with the other driver suites (scripts/test.mjs, PGLITE_SUITE), so
// each driver is proven once: JSON built by the database, triggers, row and advisory locks,
// bytea, dates and time zones, and one request per area through HTTP.
import { eq, sql } from 'drizzle-orm';
import { assignments, projectCrewItems, projects } from './db/schema';
import { clock } from '../domain/clock';
import { zonedToUtc } from '../domain/time-zone';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from './test-support/fixtures';
import { withBackend } from './test-support/with-backend';
import { ANY_VERSION } from './test-support/versions';

const { be, tokens } = withBackend({ as: ['planner', 'crew', 'client', 'office'] });
let tenantId: number;
beforeAll(() => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await be.db.execute(query)).rows as T[];

describe('JSON built by the database', () => {
  it('answers nested objects and numbers, not strings, on either driver', async () => {
    const res = await be.call('GET', '/projects?limit=3', { token: tokens.planner });
    expect(res.status).toBe(200);
    const [first] = res.body.data;
    expect(first).toMatchObject({
      id: expect.any(Number),
      client: { id: expect.any(Number), name: expect.any(String) },
      fill: { filled: expect.any(Number), needed: expect.any(Number) },
    });
    const jobs = await be.call('GET', '/jobs?list=upcoming', { token: tokens.crew });
    expect(jobs.status).toBe(200);
    expect(jobs.body.data.length).toBeGreaterThan(0);
    expect(jobs.body.data[0]).toMatchObject({ project: { id: expect.any(Number) }, startDate: expect.any(String) });
  });

  it('reads a jsonb column back as the object it stored', async () => {
    const [row] = await rows<{ v: unknown }>(sql`select ${JSON.stringify({ a: [1, 'é'] })}::jsonb as v`);
    const v = typeof row!.v === 'string' ? JSON.parse(row!.v) : row!.v;
    expect(v).toEqual({ a: [1, 'é'] });
  });
});

describe('triggers', () => {
  it("keeps a crew item's live rows as assignments come, are cancelled and go", async () => {
    const functionId = await createFunction(be, tenantId);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2031-04-02',
      rows: 3,
    });
    const liveRows = async () =>
      (await be.db.select().from(projectCrewItems).where(eq(projectCrewItems.id, item.id)))[0]!.liveRows;
    const [a, b] = [await createLogin(be, tenantId, ['crew']), await createLogin(be, tenantId, ['crew'])];
    const first = await assign(be, tokens.planner, { crewItemId: item.id, personId: a.personId });
    await assign(be, tokens.planner, { crewItemId: item.id, personId: b.personId });
    expect(await liveRows()).toBe(2);
    expect(
      (await be.call('DELETE', `/assignments/${first.id}`, { headers: ANY_VERSION, token: tokens.planner })).status,
    ).toBe(200);
    expect(await liveRows()).toBe(1);
    await be.db.delete(assignments).where(eq(assignments.crewItemId, item.id));
    expect(await liveRows()).toBe(0);
  });
});

describe('locks', () => {
  it('numbers projects created at once without a gap or a duplicate (advisory lock)', async () => {
    const [p1] = await be.db.select().from(projects).where(eq(projects.id, 1));
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        be.call('POST', '/projects', {
          token: tokens.planner,
          body: {
            companyId: p1!.companyId,
            clientId: p1!.clientId,
            name: `At once ${i}`,
            beginDate: '2031-05-01',
            endDate: '2031-05-02',
          },
        }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(Array(6).fill(201));
    const numbers = created.map((r) => r.body.data.number as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, i) => numbers[0]! + i));
  });

  it('queues writers of one row behind each other (FOR UPDATE): none is lost', async () => {
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const functionId = await createFunction(be, tenantId);
    const item = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2031-04-03',
      rows: 1,
    });
    const bump = () =>
      be.db.transaction(async (tx) => {
        const [row] = await tx.select().from(projectCrewItems).where(eq(projectCrewItems.id, item.id)).for('update');
        await tx
          .update(projectCrewItems)
          .set({ rows: row!.rows + 1 })
          .where(eq(projectCrewItems.id, item.id));
      });
    await Promise.all(Array.from({ length: 8 }, bump));
    const [after] = await be.db.select().from(projectCrewItems).where(eq(projectCrewItems.id, item.id));
    expect(after!.rows).toBe(9);
  });
});

describe('bytes, dates and time zones', () => {
  it('stores every byte value in bytea and reads the same bytes back', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const [row] = await rows<{ b: Uint8Array }>(sql`select ${bytes}::bytea as b`);
    expect(Buffer.from(row!.b).equals(bytes)).toBe(true);
  });

  it('reads a date column as the calendar date, whatever the time zone of the machine or the session', async () => {
    const [item] = await be.db
      .select({ startDate: projectCrewItems.startDate })
      .from(projectCrewItems)
      .where(eq(projectCrewItems.tenantId, tenantId))
      .limit(1);
    expect(item!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [row] = await rows<{ d: unknown }>(sql`select ${'2026-03-29'}::date::text as d`);
    expect(row!.d).toBe('2026-03-29');
  });

  it('keeps instants across a change of the clocks, and converts wall times as the app does', async () => {
    const before = zonedToUtc('2026-03-29', '01:30', 'Europe/Amsterdam');
    const after = zonedToUtc('2026-03-29', '03:30', 'Europe/Amsterdam');
    expect(after.getTime() - before.getTime()).toBe(3_600_000);
    const [row] = await rows<{ utc: string; wall: string }>(sql`
      select to_char(${after.toISOString()}::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as utc,
        to_char(${after.toISOString()}::timestamptz at time zone 'Europe/Amsterdam', 'HH24:MI') as wall`);
    expect(row).toEqual({ utc: '2026-03-29T01:30', wall: '03:30' });
  });

  it("stamps rows written by the app with the clock's time, not the database's", async () => {
    // A moment from now: the tokens of this file are still valid then.
    const at = new Date(Math.ceil(clock.nowMs() / 1000) * 1000 + 500);
    clock.stopAt(at);
    try {
      const person = await createLogin(be, tenantId, ['crew']);
      const functionId = await createFunction(be, tenantId);
      const { crew } = await createCrew(be, tokens.planner, tenantId);
      const item = await createItem(be, tokens.planner, {
        projectCrewId: crew.id,
        functionId,
        startDate: '2031-04-04',
      });
      const made = await assign(be, tokens.planner, { crewItemId: item.id, personId: person.personId });
      const [row] = await be.db.select().from(assignments).where(eq(assignments.id, made.id));
      expect(row!.createdAt.toISOString()).toBe(at.toISOString());
    } finally {
      clock.stopAt(null);
    }
  });
});

describe('one request per area, through HTTP', () => {
  // A read of each area as the login that uses it; the response contract (response-contract.test.ts)
  // checks every GET route's answer against its schema.
  const READS: [keyof typeof tokens, string][] = [
    ['planner', '/tenant'],
    ['planner', '/persons?limit=5'],
    ['planner', '/locations'],
    ['planner', '/projects?limit=5'],
    ['planner', '/activities?limit=5'],
    ['crew', '/jobs?list=upcoming'],
    ['crew', '/vacancies'],
    ['planner', '/shiftSwaps'],
    ['crew', '/payrolls'],
    ['crew', '/publicCalendarSubscriptions'],
    ['office', '/receipts?limit=5'],
    ['office', '/invoices?limit=5'],
    ['office', '/emailMessages?limit=5'],
    ['client', '/projects?limit=5'],
    ['planner', '/plusCrews'],
    ['planner', '/plannerCrews'],
  ];
  it.each(READS)('%s reads %s', async (role, path) => {
    const res = await be.call('GET', path, { token: tokens[role] });
    expect(res.status).toBe(200);
  });
});
