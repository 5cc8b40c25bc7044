import { and, count, eq } from 'drizzle-orm';
import { crewChecks, crewSignOffs } from '../db/schema';
import { createTestCrew, insertCheck, personIdOf, type TTestCrew } from '../services/field-work/test-crew';
import { HOST_MOYO, startTestBackend, type TTestBackend } from '../test-support/test-backend';

let be: TTestBackend;
let crew: TTestCrew;
let sam: number, noor: number, chris: number;
const tokens: Record<string, string> = {};
const D = '2026-01-15';

beforeAll(async () => {
  be = await startTestBackend();
  [sam, noor, chris] = (await Promise.all(
    ['crew@example.com', 'crew.nl@example.com', 'chief@example.com'].map((e) => personIdOf(be.db, 1, e)),
  )) as [number, number, number];
  crew = await createTestCrew(be.db, { chiefId: chris, members: [sam, noor, chris], date: D });
  // Amsterdam is UTC+1 in January.
  await insertCheck(be.db, crew, sam, D, { inAt: `${D}T07:00:00Z`, outAt: `${D}T16:04:00Z` });
  await insertCheck(be.db, crew, noor, D, { inAt: `${D}T07:00:00Z`, outAt: `${D}T12:00:00Z` });
  await insertCheck(be.db, crew, chris, D, { inAt: `${D}T06:30:00Z` });
  for (const u of [
    'crew@example.com',
    'chief@example.com',
    'planner@example.com',
    'office@example.com',
    'client@example.com',
  ])
    tokens[u] = await be.login(u);
  tokens.moyo = await be.login('planner@example.com', { host: HOST_MOYO });
});
afterAll(async () => {
  await be.close();
});

const path = (p: string) => `/projectCrews/${crew.crewId}/${p}`;
const as = (who: string) => ({ token: tokens[who], host: who === 'moyo' ? HOST_MOYO : undefined });
type TLine = {
  personId: number;
  suggestedMinutes: number | null;
  paidMinutes: number | null;
  chargedMinutes: number | null;
};
const lineOf = (body: { data: { lines: TLine[] } }, personId: number) =>
  body.data.lines.find((l) => l.personId === personId)!;

describe('sign-off proposal', () => {
  it('is for the crew chief and planners only', async () => {
    expect((await be.call('GET', path(`signOff?date=${D}`), as('crew@example.com'))).status).toBe(403);
    expect((await be.call('GET', path(`signOff?date=${D}`), as('client@example.com'))).status).toBe(403);
    expect((await be.call('GET', path(`signOff?date=${D}`), as('office@example.com'))).status).toBe(404);
    expect((await be.call('GET', path(`signOff?date=${D}`), as('moyo'))).status).toBe(404);
    expect((await be.call('GET', path(`signOff?date=${D}`), as('planner@example.com'))).status).toBe(200);
  });
  it('suggests minutes from the check-ins: rounded to 15, minus a 30-minute break above 6 hours', async () => {
    const res = await be.call('GET', path(`signOff?date=${D}`), as('chief@example.com'));
    expect(res.status).toBe(200);
    expect(res.body.data.signedOff).toBeNull();
    expect(lineOf(res.body, sam)).toMatchObject({
      suggestedMinutes: 510,
      paidMinutes: null,
      checkInAt: `${D}T07:00:00.000Z`,
    });
    expect(lineOf(res.body, noor)).toMatchObject({ suggestedMinutes: 300 });
    expect(lineOf(res.body, chris)).toMatchObject({ suggestedMinutes: null, checkOutAt: null });
  });
});

describe('setProposedPaidChargedHours', () => {
  it("stores the crew chief's proposal; crew members may not", async () => {
    const body = { date: D, lines: [{ assignmentId: crew.assignmentIds[sam], paidMinutes: 510, chargedMinutes: 540 }] };
    expect(
      (await be.call('POST', path('setProposedPaidChargedHours'), { ...as('crew@example.com'), body })).status,
    ).toBe(403);
    const res = await be.call('POST', path('setProposedPaidChargedHours'), { ...as('chief@example.com'), body });
    expect(res.status).toBe(200);
    expect(lineOf(res.body, sam)).toMatchObject({ paidMinutes: 510, chargedMinutes: 540 });
  });
  it('refuses jobs of other crews, people listed twice, and bad minutes, changing nothing', async () => {
    const other = await createTestCrew(be.db, { chiefId: chris, members: [sam], date: D });
    const before = await be.db.select().from(crewChecks).where(eq(crewChecks.projectCrewId, crew.crewId));
    const bodies: unknown[] = [
      { date: D, lines: [{ assignmentId: other.assignmentIds[sam], paidMinutes: 60, chargedMinutes: 60 }] },
      {
        date: D,
        lines: [
          { assignmentId: crew.assignmentIds[noor], paidMinutes: 60, chargedMinutes: 60 },
          { assignmentId: crew.assignmentIds[noor], paidMinutes: 30, chargedMinutes: 30 },
        ],
      },
      { date: D, lines: [{ assignmentId: crew.assignmentIds[noor], paidMinutes: 1441, chargedMinutes: 60 }] },
      { date: D, lines: [{ assignmentId: crew.assignmentIds[noor], paidMinutes: 7.5, chargedMinutes: 60 }] },
      { date: D, lines: [] },
      { date: '2026-02-30', lines: [{ assignmentId: 1, paidMinutes: 1, chargedMinutes: 1 }] },
      {},
      { date: D },
      { date: D, lines: 'all' },
    ];
    for (const body of bodies) {
      const res = await be.call('POST', path('setProposedPaidChargedHours'), { ...as('chief@example.com'), body });
      expect([res.status, Object.keys(res.body.error?.fields ?? {}).length > 0]).toEqual([422, true]);
    }
    expect(
      (await be.call('POST', path('setProposedPaidChargedHours'), { ...as('chief@example.com'), body: '{"date"' }))
        .status,
    ).toBe(400);
    expect(await be.db.select().from(crewChecks).where(eq(crewChecks.projectCrewId, crew.crewId))).toEqual(before);
  });
});

describe('signOff', () => {
  it('needs everyone checked out, is for the chief and planners, and closes the day', async () => {
    expect((await be.call('POST', path('signOff'), { ...as('crew@example.com'), body: { date: D } })).status).toBe(403);
    const open = await be.call('POST', path('signOff'), { ...as('chief@example.com'), body: { date: D } });
    expect(open.status).toBe(409);
    expect(open.body.error.message).toMatch(/Chris Bakker/);
    await be.db
      .update(crewChecks)
      .set({ checkOutAt: new Date(`${D}T17:00:00Z`) })
      .where(and(eq(crewChecks.personId, chris), eq(crewChecks.projectCrewId, crew.crewId)));
    const res = await be.call('POST', path('signOff'), {
      ...as('chief@example.com'),
      body: { date: D, comment: 'Good day' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.signedOff).toMatchObject({ byPersonId: chris, comment: 'Good day' });
    expect(lineOf(res.body, sam)).toMatchObject({ paidMinutes: 510, chargedMinutes: 540 });
    expect(lineOf(res.body, noor)).toMatchObject({ paidMinutes: 300, chargedMinutes: 300 });
  });
  it('allows no change after signing off (409)', async () => {
    const again = await be.call('POST', path('signOff'), { ...as('planner@example.com'), body: { date: D } });
    expect(again.status).toBe(409);
    const change = await be.call('POST', path('setProposedPaidChargedHours'), {
      ...as('chief@example.com'),
      body: { date: D, lines: [{ assignmentId: crew.assignmentIds[sam], paidMinutes: 1, chargedMinutes: 1 }] },
    });
    expect(change.status).toBe(409);
    const after = await be.call('GET', path(`signOff?date=${D}`), as('chief@example.com'));
    expect(lineOf(after.body, sam)).toMatchObject({ paidMinutes: 510 });
    expect(
      await be.db.select({ n: count() }).from(crewSignOffs).where(eq(crewSignOffs.projectCrewId, crew.crewId)),
    ).toEqual([{ n: 1 }]);
  });
  it('refuses malformed payloads with field messages', async () => {
    const before = await be.db.select({ n: count() }).from(crewSignOffs);
    for (const body of [{}, { date: 'soon' }, { date: D, comment: 'x'.repeat(1001) }, { date: D, extra: true }, []]) {
      const res = await be.call('POST', path('signOff'), { ...as('planner@example.com'), body });
      expect([res.status, Object.keys(res.body.error?.fields ?? {}).length > 0]).toEqual([422, true]);
    }
    expect(await be.db.select({ n: count() }).from(crewSignOffs)).toEqual(before);
  });
});
