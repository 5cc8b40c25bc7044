import { sql } from 'drizzle-orm';
import { migrateDatabase, type Db } from '../db/client';
import { prepareDatabase } from './prepare';
import { HOST_MOYO, openFreshDatabase, startTestBackend, type TTestBackend } from '../test-support/test-backend';
import { atSeedInstant } from '../test-support/seeded-snapshot';
import { ensureReferenceData } from '../services/setup/reference-data';
import { seedTenant, TENANT_DEMO_USERS } from './base';
import { seedPlanning } from './planning';
import { clock } from '../../domain/clock';

type TRow = Record<string, unknown>;
async function rows(db: Db, query: ReturnType<typeof sql>): Promise<TRow[]> {
  const res = (await db.execute(query)) as unknown as { rows: TRow[] };
  return res.rows;
}
async function num(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows(db, query);
  return Number(Object.values(row ?? {})[0] ?? 0);
}

/** A fingerprint of the planning data that ignores creation timestamps. */
async function fingerprint(db: Db): Promise<string> {
  const parts = await rows(
    db,
    sql`select
    (select md5(string_agg(concat_ws('|', number, name, begin_date::text, end_date::text, status, type, client_id, project_manager_id), ',' order by id)) from projects) as projects,
    (select md5(string_agg(concat_ws('|', first_name, last_name, email, region_id, contact_id), ',' order by id)) from persons) as persons,
    (select md5(string_agg(concat_ws('|', project_id, name, start_date::text, end_date::text, crew_chief_id, contact_on_site_id, location_id), ',' order by id)) from project_crews) as crews,
    (select md5(string_agg(concat_ws('|', project_crew_id, function_id, extract(epoch from starts_at)::bigint, extract(epoch from ends_at)::bigint, rows, status, is_vacancy), ',' order by id)) from project_crew_items) as items,
    (select md5(string_agg(concat_ws('|', crew_item_id, row_no, person_id, status), ',' order by id)) from assignments) as assignments,
    (select md5(string_agg(concat_ws('|', crew_item_id, person_id, status), ',' order by id)) from vacancy_applications) as applications,
    (select md5(string_agg(concat_ws('|', person_id, start_date::text, end_date::text, reason), ',' order by id)) from blocked_dates) as blocked,
    (select md5(string_agg(concat_ws('|', caption, due_date::text, priority, project_id, crew_item_id), ',' order by id)) from activities) as activities`,
  );
  return JSON.stringify(parts[0]);
}

const today = clock.today('Europe/Amsterdam');
let be: TTestBackend;
let db: Db;
const personOf = (username: string, tenantId = 1) =>
  num(db, sql`select person_id from users where username = ${username} and tenant_id = ${tenantId}`);

beforeAll(async () => {
  be = await startTestBackend();
  db = be.db;
}, 180_000);
afterAll(async () => {
  await be.close();
});

describe('demo volume of tenant 1 (scale 1)', () => {
  it('has at least the documented number of rows', async () => {
    const count = (table: string) =>
      num(db, sql`select count(*)::int from ${sql.identifier(table)} where tenant_id = 1`);
    expect(await count('persons')).toBeGreaterThanOrEqual(80);
    expect(await count('projects')).toBeGreaterThanOrEqual(40);
    expect(await count('project_crews')).toBeGreaterThanOrEqual(150);
    expect(await count('project_crew_items')).toBeGreaterThanOrEqual(600);
    expect(await count('assignments')).toBeGreaterThanOrEqual(1500);
    for (const table of [
      'blocked_dates',
      'vacation_requests',
      'vacancy_applications',
      'activities',
      'activity_types',
      'functions',
      'tags',
      'regions',
      'locations',
      'rate_cards',
      'rate_card_items',
      'plus_crews',
      'bank_holidays',
      'planner_crews',
      'planner_crew_memberships',
    ]) {
      expect([table, (await count(table)) > 0]).toEqual([table, true]);
    }
    expect(
      await num(db, sql`select count(*)::int from persons where tenant_id = 1 and contact_id is not null`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await num(
        db,
        sql`select count(distinct p.id)::int from persons p join person_functions pf on pf.person_id = p.id where p.tenant_id = 1`,
      ),
    ).toBeGreaterThanOrEqual(80);
    expect(
      await num(
        db,
        sql`select count(distinct person_id)::int from person_tags pt join persons p on p.id = pt.person_id where p.tenant_id = 1`,
      ),
    ).toBeGreaterThan(40);
  });

  it('covers every status, type and phase', async () => {
    const values = async (q: ReturnType<typeof sql>) =>
      (await rows(db, q)).map((r) => String(Object.values(r)[0])).sort();
    expect(await values(sql`select distinct status from projects where tenant_id = 1`)).toEqual([
      'closed',
      'confirmed',
      'quoted',
      'requested',
    ]);
    expect(await values(sql`select distinct type from projects where tenant_id = 1`)).toEqual([
      'internal',
      'normal',
      'sickness',
      'vacation',
    ]);
    expect(await values(sql`select distinct status from project_crew_items where tenant_id = 1`)).toEqual([
      'active',
      'design',
      'notNeeded',
    ]);
    expect(await values(sql`select distinct status from assignments where tenant_id = 1`)).toEqual([
      'cancelled',
      'clientAdded',
      'clientRequested',
      'confirmed',
      'confirmedWeb',
      'hasChanged',
      'noShow',
      'requested',
      'spare',
    ]);
    const phase = (cond: ReturnType<typeof sql>) =>
      num(db, sql`select count(*)::int from projects where tenant_id = 1 and type = 'normal' and ${cond}`);
    expect(await phase(sql`end_date < ${today}::date`)).toBeGreaterThanOrEqual(5);
    expect(await phase(sql`begin_date <= ${today}::date and end_date >= ${today}::date`)).toBeGreaterThanOrEqual(2);
    expect(await phase(sql`begin_date > ${today}::date`)).toBeGreaterThanOrEqual(5);
    expect(await phase(sql`begin_date < '2018-01-01'`)).toBe(1);
  });

  it('keeps planning consistent: rows, dates, venues', async () => {
    expect(
      await num(
        db,
        sql`select count(*)::int from (select crew_item_id, row_no from assignments where status <> 'cancelled'
      group by 1, 2 having count(*) > 1) x`,
      ),
    ).toBe(0);
    expect(
      await num(
        db,
        sql`select count(*)::int from assignments a join project_crew_items i on i.id = a.crew_item_id
      where a.row_no < 1 or a.row_no > i.rows or a.tenant_id <> i.tenant_id`,
      ),
    ).toBe(0);
    expect(await num(db, sql`select count(*)::int from project_crew_items where ends_at <= starts_at`)).toBe(0);
    expect(
      await num(
        db,
        sql`select count(*)::int from project_crews c join projects p on p.id = c.project_id
      where c.start_date < p.begin_date or coalesce(c.end_date, c.start_date) > p.end_date`,
      ),
    ).toBe(0);
    expect(
      await num(
        db,
        sql`select count(*)::int from locations where tenant_id = 1 and (latitude not between 50.7 and 53.6 or longitude not between 3.3 and 7.3 or address is null)`,
      ),
    ).toBe(0);
    expect(
      await num(
        db,
        sql`select count(*)::int from project_crews where tenant_id = 1 and crew_chief_id is not null and contact_on_site_id is not null and location_id is not null`,
      ),
    ).toBeGreaterThan(30);
    // Deliberate double bookings: one person confirmed on two overlapping items.
    expect(
      await num(
        db,
        sql`select count(*)::int from assignments a join project_crew_items i on i.id = a.crew_item_id
      join assignments b on b.person_id = a.person_id and b.id > a.id join project_crew_items j on j.id = b.crew_item_id
      where a.tenant_id = 1 and a.status in ('confirmed', 'confirmedWeb') and b.status in ('confirmed', 'confirmedWeb')
        and i.starts_at < j.ends_at and j.starts_at < i.ends_at`,
      ),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('demo logins have something to show', () => {
  const jobs = (personId: number, cond: ReturnType<typeof sql>) =>
    num(
      db,
      sql`select count(*)::int from assignments a
    join project_crew_items i on i.id = a.crew_item_id where a.person_id = ${personId} and ${cond}`,
    );

  it.each([
    ['crew@example.com', 1],
    ['crew.nl@example.com', 1],
    ['crew@example.com', 2],
  ])('%s (tenant %i): today, upcoming, past, to confirm, applied', async (username, tenantId) => {
    const person = await personOf(username, tenantId);
    expect(
      await jobs(
        person,
        sql`i.start_date <= ${today}::date and coalesce(i.end_date, i.start_date) >= ${today}::date and a.status <> 'cancelled'`,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await jobs(person, sql`i.start_date > ${today}::date and a.status in ('confirmed', 'confirmedWeb')`),
    ).toBeGreaterThanOrEqual(tenantId === 1 ? 2 : 1);
    expect(
      await jobs(person, sql`i.start_date > ${today}::date and a.status in ('requested', 'hasChanged')`),
    ).toBeGreaterThanOrEqual(1);
    expect(await jobs(person, sql`i.start_date < ${today}::date`)).toBeGreaterThanOrEqual(tenantId === 1 ? 4 : 1);
    expect(
      await num(
        db,
        sql`select count(*)::int from vacancy_applications v join project_crew_items i on i.id = v.crew_item_id
      where v.person_id = ${person} and v.status = 'applied' and i.start_date > ${today}::date`,
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('crew@example.com has a double booking to resolve', async () => {
    const person = await personOf('crew@example.com');
    expect(
      await num(
        db,
        sql`select count(*)::int from assignments a join project_crew_items i on i.id = a.crew_item_id
      join assignments b on b.person_id = a.person_id and b.id > a.id join project_crew_items j on j.id = b.crew_item_id
      where a.person_id = ${person} and a.status <> 'cancelled' and b.status <> 'cancelled' and i.starts_at < j.ends_at and j.starts_at < i.ends_at`,
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('chief@example.com leads crews today and upcoming, and works them', async () => {
    const person = await personOf('chief@example.com');
    const led = (cond: ReturnType<typeof sql>) =>
      num(db, sql`select count(*)::int from project_crews where crew_chief_id = ${person} and ${cond}`);
    expect(await led(sql`true`)).toBeGreaterThanOrEqual(5);
    expect(
      await led(sql`start_date <= ${today}::date and coalesce(end_date, start_date) >= ${today}::date`),
    ).toBeGreaterThanOrEqual(1);
    expect(await led(sql`start_date > ${today}::date`)).toBeGreaterThanOrEqual(2);
    expect(await jobs(person, sql`i.start_date > ${today}::date`)).toBeGreaterThanOrEqual(2);
  });

  it('client@example.com works for contact[0], which has several projects; planner@example.com manages several', async () => {
    const client = await personOf('client@example.com');
    const contactId = await num(db, sql`select id from contacts where tenant_id = 1 order by number limit 1`);
    expect(await num(db, sql`select contact_id from persons where id = ${client}`)).toBe(contactId);
    expect(
      await num(db, sql`select count(*)::int from projects where client_id = ${contactId} and type = 'normal'`),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await num(
        db,
        sql`select count(*)::int from projects where project_manager_id = ${await personOf('planner@example.com')}`,
      ),
    ).toBeGreaterThanOrEqual(5);
  });

  it('project 1 is confirmed, ongoing, staffed today and accepts the project password', async () => {
    const [p] = await rows(
      db,
      sql`select tenant_id, status, type, begin_date::text as b, end_date::text as e from projects where id = 1`,
    );
    expect(p).toMatchObject({ tenant_id: 1, status: 'confirmed', type: 'normal' });
    expect(String(p!.b) <= today && String(p!.e) >= today).toBe(true);
    expect(await num(db, sql`select min(id)::int from projects where tenant_id = 1`)).toBe(1);
    expect(
      await num(
        db,
        sql`select count(*)::int from project_crews where project_id = 1 and start_date <= ${today}::date
      and coalesce(end_date, start_date) >= ${today}::date`,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect((await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } })).status).toBe(200);
    expect((await be.call('POST', '/auth/token', { body: { plusCrewId: 1, password: 'demo-link' } })).status).toBe(200);
    expect((await be.call('POST', '/auth/token', { body: { projectId: 2, password: 'demo-link' } })).status).toBe(401);
  });

  it('every demo login works', async () => {
    for (const u of TENANT_DEMO_USERS) await expect(be.login(u.username)).resolves.toEqual(expect.any(String));
    for (const u of ['crew@example.com', 'planner@example.com'])
      await expect(be.login(u, { host: HOST_MOYO })).resolves.toEqual(expect.any(String));
  });
});

describe('determinism', () => {
  it('seeds the same data into a fresh database at the same instant', async () => {
    const other = await openFreshDatabase();
    try {
      await atSeedInstant(() => prepareDatabase(other, { seedDemo: true, seedScale: 1 }));
      expect(await fingerprint(other.db)).toBe(await fingerprint(db));
    } finally {
      await other.close();
    }
  }, 180_000);

  // Year ends and daylight-saving days move dates across boundaries.
  it.each(['2026-03-29', '2026-12-31'])(
    'seeds consistent data when today is %s',
    async (day) => {
      const fresh = await openFreshDatabase();
      try {
        await migrateDatabase(fresh);
        await ensureReferenceData(fresh.db);
        const t = await seedTenant(
          fresh.db,
          {
            name: 'Day test',
            hosts: ['day.localhost'],
            theme: 'default',
            language: 'en',
            useUserLanguage: true,
            background: '#000000',
            demoUsers: TENANT_DEMO_USERS,
            clientNames: ['Client A', 'Client B', 'Client C'],
          },
          'x',
        );
        await seedPlanning(fresh.db, t, { scale: 1, seed: 1, linkPasswordHash: 'x', volume: 'full', today: day });
        const f = fresh.db;
        expect(await num(f, sql`select count(*)::int from assignments`)).toBeGreaterThanOrEqual(1500);
        expect(
          await num(
            f,
            sql`select count(*)::int from project_crews c join projects p on p.id = c.project_id
        where c.start_date < p.begin_date or coalesce(c.end_date, c.start_date) > p.end_date`,
          ),
        ).toBe(0);
        expect(
          await num(
            f,
            sql`select count(*)::int from (select crew_item_id, row_no from assignments where status <> 'cancelled'
        group by 1, 2 having count(*) > 1) x`,
          ),
        ).toBe(0);
        expect(
          await num(
            f,
            sql`select count(*)::int from projects where id = (select min(id) from projects)
        and begin_date <= ${day}::date and end_date >= ${day}::date and status = 'confirmed'`,
          ),
        ).toBe(1);
      } finally {
        await fresh.close();
      }
    },
    180_000,
  );
});
