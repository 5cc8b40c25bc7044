import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { crewChecks } from '../db/schema';
import { addDays, utcToZonedDate } from '../../domain/time-zone';
import { createTestCrew, personIdOf, type TTestCrew } from '../services/field-work/test-crew';
import { HOST_MOYO, startTestBackend, type TTestBackend } from '../test-support/test-backend';

let be: TTestBackend;
let crew: TTestCrew;
let sam: number, noor: number, chris: number;
const tokens: Record<string, string> = {};
const TZ = 'Europe/Amsterdam';
const ago = (minutes: number) => new Date(Date.now() - minutes * 60000).toISOString();
const today = () => utcToZonedDate(new Date(), TZ);
/** An instant on a past day, away from midnight in Amsterdam, so that tests do not depend on the hour they run. */
const on = (daysBack: number, utcTime: string) =>
  new Date(`${addDays(today(), -daysBack)}T${utcTime}:00Z`).toISOString();

beforeAll(async () => {
  be = await startTestBackend();
  [sam, noor, chris] = (await Promise.all(
    ['crew@example.com', 'crew.nl@example.com', 'chief@example.com'].map((e) => personIdOf(be.db, 1, e)),
  )) as [number, number, number];
  crew = await createTestCrew(be.db, {
    chiefId: chris,
    members: [sam, noor, chris],
    date: addDays(today(), -7),
    endDate: addDays(today(), 1),
  });
  for (const u of [
    'crew@example.com',
    'crew.nl@example.com',
    'chief@example.com',
    'planner@example.com',
    'office@example.com',
    'client@example.com',
  ]) {
    tokens[u] = await be.login(u);
  }
  tokens.moyo = await be.login('planner@example.com', { host: HOST_MOYO });
});
afterAll(async () => {
  await be.close();
});

const post = (who: string, kind: 'checkIns' | 'checkOuts', body: unknown, crewId = crew.crewId) =>
  be.call('POST', `/projectCrews/${crewId}/${kind}`, {
    token: tokens[who],
    body,
    host: who === 'moyo' ? HOST_MOYO : undefined,
  });
const position = { lat: 52.37, lng: 4.89, accuracy: 12 };
const checkRows = async () =>
  Number((await be.db.select({ n: count() }).from(crewChecks).where(eq(crewChecks.projectCrewId, crew.crewId)))[0]!.n);

describe('check-in', () => {
  it('lets a member check in themself, keeping the device time of an offline action', async () => {
    const at = on(2, '06:55');
    const res = await post('crew@example.com', 'checkIns', { at, ...position, clientId: randomUUID() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      personId: sam,
      assignmentId: crew.assignmentIds[sam],
      checkInByPersonId: sam,
      checkInLat: 52.37,
    });
    expect(res.body.data.checkInAt).toBe(new Date(at).toISOString());
    expect(res.body.data.workDate).toBe(utcToZonedDate(new Date(at), TZ));
  });
  it('records the same clientId once and answers the replay with the same record', async () => {
    const body = { at: on(2, '07:10'), ...position, clientId: randomUUID() };
    const first = await post('crew.nl@example.com', 'checkIns', body);
    expect(first.status).toBe(201);
    const before = await checkRows();
    const again = await post('crew.nl@example.com', 'checkIns', body);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await checkRows()).toBe(before);
  });
  it('refuses a second check-in on the same day with 409 ALREADY_CHECKED_IN', async () => {
    const res = await post('crew@example.com', 'checkIns', { at: on(2, '12:00'), ...position, clientId: randomUUID() });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ALREADY_CHECKED_IN');
  });
  it('lets a member check in only themself, the crew chief anyone of the crew', async () => {
    const day = addDays(today(), -1);
    const at = new Date(`${day}T08:00:00Z`).toISOString();
    const bySam = await post('crew@example.com', 'checkIns', {
      assignmentId: crew.assignmentIds[noor],
      at,
      ...position,
      clientId: randomUUID(),
    });
    expect(bySam.status).toBe(403);
    const byChief = await post('chief@example.com', 'checkIns', {
      assignmentId: crew.assignmentIds[noor],
      at,
      ...position,
      clientId: randomUUID(),
    });
    expect(byChief.status).toBe(201);
    expect(byChief.body.data).toMatchObject({ personId: noor, checkInByPersonId: chris, workDate: day });
    const byPlanner = await post('planner@example.com', 'checkIns', {
      assignmentId: crew.assignmentIds[sam],
      at,
      ...position,
      clientId: randomUUID(),
    });
    expect(byPlanner.status).toBe(201);
  });
  it('answers 404 to outsiders and other tenants, 403 to the client', async () => {
    const body = { at: ago(10), ...position, clientId: randomUUID() };
    expect((await post('office@example.com', 'checkIns', body)).status).toBe(404);
    expect((await post('moyo', 'checkIns', body)).status).toBe(404);
    expect(
      (await be.call('GET', `/projectCrews/${crew.crewId}/checks`, { token: tokens.moyo, host: HOST_MOYO })).status,
    ).toBe(404);
    expect((await post('client@example.com', 'checkIns', body)).status).toBe(403);
    expect((await post('planner@example.com', 'checkIns', body, 99999999)).status).toBe(404);
  });
  it('refuses a job of another crew and a time too far in the future or the past', async () => {
    const other = await createTestCrew(be.db, { chiefId: null, members: [sam], date: today() });
    const wrongJob = await post('planner@example.com', 'checkIns', {
      assignmentId: other.assignmentIds[sam],
      at: ago(1),
      ...position,
      clientId: randomUUID(),
    });
    expect(wrongJob.status).toBe(422);
    expect(wrongJob.body.error.fields.assignmentId).toBeDefined();
    const future = await post('crew@example.com', 'checkIns', { at: ago(-10), ...position, clientId: randomUUID() });
    expect(future.status).toBe(422);
    expect(future.body.error.fields.at).toMatch(/future/);
    const old = await post('crew@example.com', 'checkIns', {
      at: ago(8 * 24 * 60),
      ...position,
      clientId: randomUUID(),
    });
    expect(old.status).toBe(422);
  });
});

describe('check-out', () => {
  it('needs a check-in first (409 NOT_CHECKED_IN)', async () => {
    const at = new Date(`${addDays(today(), -3)}T16:00:00Z`).toISOString();
    const res = await post('chief@example.com', 'checkOuts', {
      assignmentId: crew.assignmentIds[sam],
      at,
      ...position,
      clientId: randomUUID(),
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NOT_CHECKED_IN');
  });
  it('may not lie before the check-in (422), then closes the day once (409 ALREADY_CHECKED_OUT), idempotent by clientId', async () => {
    const day = addDays(today(), -1);
    const early = await post('crew@example.com', 'checkOuts', {
      at: new Date(`${day}T07:00:00Z`).toISOString(),
      ...position,
      clientId: randomUUID(),
    });
    expect(early.status).toBe(422);
    expect(early.body.error.fields.at).toBeDefined();
    const body = { at: new Date(`${day}T16:10:00Z`).toISOString(), ...position, clientId: randomUUID() };
    const out = await post('crew@example.com', 'checkOuts', body);
    expect(out.status).toBe(201);
    expect(out.body.data).toMatchObject({ personId: sam, workDate: day, checkOutAt: body.at, checkOutByPersonId: sam });
    const replay = await post('crew@example.com', 'checkOuts', body);
    expect(replay.status).toBe(200);
    expect(replay.body.data.id).toBe(out.body.data.id);
    const second = await post('crew@example.com', 'checkOuts', { ...body, clientId: randomUUID() });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('ALREADY_CHECKED_OUT');
  });
  it('lets a member check out only themself', async () => {
    const day = addDays(today(), -1);
    const res = await post('crew@example.com', 'checkOuts', {
      assignmentId: crew.assignmentIds[noor],
      at: new Date(`${day}T16:00:00Z`).toISOString(),
      ...position,
      clientId: randomUUID(),
    });
    expect(res.status).toBe(403);
  });
});

describe('GET checks', () => {
  it('shows the chief and planners everyone of the day, a member only themself', async () => {
    const day = addDays(today(), -1);
    const chief = await be.call('GET', `/projectCrews/${crew.crewId}/checks?date=${day}`, {
      token: tokens['chief@example.com'],
    });
    expect(chief.status).toBe(200);
    expect(chief.body.data.map((m: { personId: number }) => m.personId).sort()).toEqual([sam, noor, chris].sort());
    const samLine = chief.body.data.find((m: { personId: number }) => m.personId === sam);
    expect(samLine.check).toMatchObject({ workDate: day, checkOutAt: new Date(`${day}T16:10:00Z`).toISOString() });
    const own = await be.call('GET', `/projectCrews/${crew.crewId}/checks?date=${day}`, {
      token: tokens['crew.nl@example.com'],
    });
    expect(own.body.data.map((m: { personId: number }) => m.personId)).toEqual([noor]);
    const bad = await be.call('GET', `/projectCrews/${crew.crewId}/checks?date=2026-02-30`, {
      token: tokens['chief@example.com'],
    });
    expect(bad.status).toBe(422);
  });
});

describe('malformed check payloads', () => {
  it('answer 400/422 with field messages and record nothing', async () => {
    const before = await be.db.select({ n: count() }).from(crewChecks);
    const bodies: unknown[] = [
      {},
      { at: 'yesterday', lat: 52, lng: 4, clientId: randomUUID() },
      { at: ago(1), lat: 91, lng: 4, clientId: randomUUID() },
      { at: ago(1), lat: 52, lng: 181, clientId: randomUUID() },
      { at: ago(1), lat: 52, lng: 4, clientId: 'abc' },
      { at: ago(1), lat: 52, lng: 4 },
      { at: ago(1), lat: '52', lng: 4, clientId: randomUUID() },
      { at: ago(1), lat: 52, lng: 4, clientId: randomUUID(), assignmentId: -1 },
      { at: ago(1), lat: 52, lng: 4, clientId: randomUUID(), extra: 1 },
    ];
    for (const kind of ['checkIns', 'checkOuts'] as const) {
      for (const body of bodies) {
        const res = await post('crew@example.com', kind, body);
        expect([kind, res.status, Object.keys(res.body.error.fields ?? {}).length > 0]).toEqual([kind, 422, true]);
      }
      expect((await post('crew@example.com', kind, '{"at":')).status).toBe(400);
    }
    expect(await be.db.select({ n: count() }).from(crewChecks)).toEqual(before);
    expect(
      await be.db
        .select({ n: count() })
        .from(crewChecks)
        .where(and(eq(crewChecks.personId, sam), eq(crewChecks.projectCrewId, crew.crewId))),
    ).toEqual([{ n: 2 }]);
  });
});
