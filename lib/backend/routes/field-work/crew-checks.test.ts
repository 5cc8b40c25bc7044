import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { crewChecks } from '../../db/schema';
import { CHECK_MAX_PAST_HOURS } from '../../../domain/field-work';
import { utcToZonedDate } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { clock } from '../../../domain/clock';

const { be, tokens, personIds } = withBackend({
  as: ['crew', 'crewNl', 'chief', 'planner', 'office', 'client', 'moyoPlanner'],
});
type TWho = keyof typeof tokens;
let crew: TTestCrew;
const TZ = 'Europe/Amsterdam';
const ago = (minutes: number) => new Date(clock.nowMs() - minutes * 60000).toISOString();
const today = () => clock.today(TZ);
/** An instant on a past day, away from midnight in Amsterdam, so that tests do not depend on the hour they run. */
const on = (daysBack: number, utcTime: string) =>
  new Date(`${addDays(today(), -daysBack)}T${utcTime}:00Z`).toISOString();

beforeAll(async () => {
  crew = await crewWithChiefAndMembers(be, {
    chiefId: personIds.chief,
    members: [personIds.crew, personIds.crewNl, personIds.chief],
    date: addDays(today(), -7),
    endDate: addDays(today(), 1),
  });
});

/**
 * Posts a check as an offline device whose action reaches the server an hour after its own time
 * (so that past days may be used; at most CHECK_MAX_PAST_HOURS back are accepted). `synced: 'now'`
 * sends it with the server at the real time.
 */
const post = async (
  who: TWho,
  kind: 'checkIns' | 'checkOuts',
  body: unknown,
  crewId = crew.crewId,
  synced: 'later' | 'now' = 'later',
) => {
  const at = (body as { at?: unknown } | null)?.at;
  const past = typeof at === 'string' && Date.parse(at) < clock.nowMs() - 60 * 60000;
  clock.stopAt(synced === 'later' && past ? Date.parse(at) + 60 * 60000 : null);
  try {
    return await be.call('POST', `/projectCrews/${crewId}/${kind}`, {
      token: tokens[who],
      body,
      host: who === 'moyoPlanner' ? HOST_MOYO : undefined,
    });
  } finally {
    clock.stopAt(null);
  }
};
const position = { lat: 52.37, lng: 4.89, accuracy: 12 };
const checkRows = async () =>
  Number((await be.db.select({ n: count() }).from(crewChecks).where(eq(crewChecks.projectCrewId, crew.crewId)))[0]!.n);

describe('check-in', () => {
  it('lets a member check in themself, keeping the device time of an offline action', async () => {
    const at = on(2, '06:55');
    const res = await post('crew', 'checkIns', { at, ...position, clientId: randomUUID() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      personId: personIds.crew,
      assignmentId: crew.assignmentIds[personIds.crew],
      checkInByPersonId: personIds.crew,
      checkInLat: 52.37,
    });
    expect(res.body.data.checkInAt).toBe(new Date(at).toISOString());
    expect(res.body.data.workDate).toBe(utcToZonedDate(new Date(at), TZ));
  });
  it('records the same clientId once and answers the replay with the same record', async () => {
    const body = { at: on(2, '07:10'), ...position, clientId: randomUUID() };
    const first = await post('crewNl', 'checkIns', body);
    expect(first.status).toBe(201);
    const before = await checkRows();
    const again = await post('crewNl', 'checkIns', body);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await checkRows()).toBe(before);
  });
  it('refuses a second check-in on the same day with 409 ALREADY_CHECKED_IN', async () => {
    const res = await post('crew', 'checkIns', { at: on(2, '12:00'), ...position, clientId: randomUUID() });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ALREADY_CHECKED_IN');
  });
  it('lets a member check in only themself, the crew chief anyone of the crew', async () => {
    const day = addDays(today(), -1);
    const at = new Date(`${day}T08:00:00Z`).toISOString();
    const bySam = await post('crew', 'checkIns', {
      assignmentId: crew.assignmentIds[personIds.crewNl],
      at,
      ...position,
      clientId: randomUUID(),
    });
    expect(bySam.status).toBe(403);
    const byChief = await post('chief', 'checkIns', {
      assignmentId: crew.assignmentIds[personIds.crewNl],
      at,
      ...position,
      clientId: randomUUID(),
    });
    expect(byChief.status).toBe(201);
    expect(byChief.body.data).toMatchObject({
      personId: personIds.crewNl,
      checkInByPersonId: personIds.chief,
      workDate: day,
    });
    const byPlanner = await post('planner', 'checkIns', {
      assignmentId: crew.assignmentIds[personIds.crew],
      at,
      ...position,
      clientId: randomUUID(),
    });
    expect(byPlanner.status).toBe(201);
  });
  it('answers 404 to outsiders and other tenants, 403 to the client', async () => {
    const body = { at: ago(10), ...position, clientId: randomUUID() };
    expect((await post('office', 'checkIns', body)).status).toBe(404);
    expect((await post('moyoPlanner', 'checkIns', body)).status).toBe(404);
    expect(
      (await be.call('GET', `/projectCrews/${crew.crewId}/checks`, { token: tokens.moyoPlanner, host: HOST_MOYO }))
        .status,
    ).toBe(404);
    expect((await post('client', 'checkIns', body)).status).toBe(403);
    expect((await post('planner', 'checkIns', body, 99999999)).status).toBe(404);
  });
  it('refuses a job of another crew and a time too far in the future or the past', async () => {
    const other = await crewWithChiefAndMembers(be, { chiefId: null, members: [personIds.crew], date: today() });
    const wrongJob = await post('planner', 'checkIns', {
      assignmentId: other.assignmentIds[personIds.crew],
      at: ago(1),
      ...position,
      clientId: randomUUID(),
    });
    expect(wrongJob.status).toBe(422);
    expect(wrongJob.body.error.fields.assignmentId).toBeDefined();
    const future = await post('crew', 'checkIns', { at: ago(-10), ...position, clientId: randomUUID() });
    expect(future.status).toBe(422);
    expect(future.body.error.fields.at).toMatch(/future/);
    // An offline check-in keeps its time, but at most 24 hours back.
    const old = await post(
      'crew',
      'checkIns',
      { at: ago(CHECK_MAX_PAST_HOURS * 60 + 5), ...position, clientId: randomUUID() },
      crew.crewId,
      'now',
    );
    expect([old.status, old.body.error.fields?.at]).toEqual([422, expect.stringContaining('24 hours')]);
  });
});

describe('check-out', () => {
  it('needs a check-in first (409 NOT_CHECKED_IN)', async () => {
    const at = new Date(`${addDays(today(), -3)}T16:00:00Z`).toISOString();
    const res = await post('chief', 'checkOuts', {
      assignmentId: crew.assignmentIds[personIds.crew],
      at,
      ...position,
      clientId: randomUUID(),
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NOT_CHECKED_IN');
  });
  it('may not lie before the check-in (422), then closes the day once (409 ALREADY_CHECKED_OUT), idempotent by clientId', async () => {
    const day = addDays(today(), -1);
    const early = await post('crew', 'checkOuts', {
      at: new Date(`${day}T07:00:00Z`).toISOString(),
      ...position,
      clientId: randomUUID(),
    });
    expect(early.status).toBe(422);
    expect(early.body.error.fields.at).toBeDefined();
    const body = { at: new Date(`${day}T16:10:00Z`).toISOString(), ...position, clientId: randomUUID() };
    const out = await post('crew', 'checkOuts', body);
    expect(out.status).toBe(201);
    expect(out.body.data).toMatchObject({
      personId: personIds.crew,
      workDate: day,
      checkOutAt: body.at,
      checkOutByPersonId: personIds.crew,
    });
    const replay = await post('crew', 'checkOuts', body);
    expect(replay.status).toBe(200);
    expect(replay.body.data.id).toBe(out.body.data.id);
    const second = await post('crew', 'checkOuts', { ...body, clientId: randomUUID() });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('ALREADY_CHECKED_OUT');
  });
  it('lets a member check out only themself', async () => {
    const day = addDays(today(), -1);
    const res = await post('crew', 'checkOuts', {
      assignmentId: crew.assignmentIds[personIds.crewNl],
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
      token: tokens.chief,
    });
    expect(chief.status).toBe(200);
    expect(chief.body.data.map((m: { personId: number }) => m.personId).sort()).toEqual(
      [personIds.crew, personIds.crewNl, personIds.chief].sort(),
    );
    const samLine = chief.body.data.find((m: { personId: number }) => m.personId === personIds.crew);
    expect(samLine.check).toMatchObject({ workDate: day, checkOutAt: new Date(`${day}T16:10:00Z`).toISOString() });
    const own = await be.call('GET', `/projectCrews/${crew.crewId}/checks?date=${day}`, {
      token: tokens.crewNl,
    });
    expect(own.body.data.map((m: { personId: number }) => m.personId)).toEqual([personIds.crewNl]);
    const bad = await be.call('GET', `/projectCrews/${crew.crewId}/checks?date=2026-02-30`, {
      token: tokens.chief,
    });
    expect(bad.status).toBe(422);
  });
});

describe('malformed check payloads', () => {
  it('answer 400/422 with field messages and record nothing', async () => {
    const before = await be.countRows(crewChecks);
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
        const res = await post('crew', kind, body);
        expect([kind, res.status, Object.keys(res.body.error.fields ?? {}).length > 0]).toEqual([kind, 422, true]);
      }
      expect((await post('crew', kind, '{"at":')).status).toBe(400);
    }
    expect(await be.countRows(crewChecks)).toBe(before);
    expect(
      await be.db
        .select({ n: count() })
        .from(crewChecks)
        .where(and(eq(crewChecks.personId, personIds.crew), eq(crewChecks.projectCrewId, crew.crewId))),
    ).toEqual([{ n: 2 }]);
  });
});

// The server records when a check arrived, and planners see late syncs.
describe('late syncs', () => {
  it('records when each check reached the server and flags the late ones to planners', async () => {
    const day = addDays(today(), -1);
    const planner = await be.call('GET', `/projectCrews/${crew.crewId}/checks?date=${day}`, { token: tokens.planner });
    const nl = planner.body.data.find((m: { personId: number }) => m.personId === personIds.crewNl);
    expect(nl.check).toMatchObject({ lateSync: true, checkInReceivedAt: expect.any(String) });
    expect(Date.parse(nl.check.checkInReceivedAt) - Date.parse(nl.check.checkInAt)).toBe(60 * 60000);

    const live = await post(
      'crewNl',
      'checkIns',
      { at: ago(1), ...position, clientId: randomUUID() },
      crew.crewId,
      'now',
    );
    expect(live.status).toBe(201);
    expect(live.body.data.lateSync).toBe(false);
    const signOff = await be.call('GET', `/projectCrews/${crew.crewId}/signOff?date=${day}`, { token: tokens.planner });
    expect(signOff.body.data.lines.find((l: { personId: number }) => l.personId === personIds.crewNl).lateSync).toBe(
      true,
    );
  });
});
