import { and, count, eq } from 'drizzle-orm';
import { crewChecks, crewSignOffs } from '../../db/schema';
import { insertCheck } from '../../test-support/fixtures';
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({
  as: ['crew', 'crewNl', 'chief', 'planner', 'office', 'client', 'moyoPlanner'],
});
type TWho = keyof typeof tokens;
let crew: TTestCrew;
const D = '2026-01-15';

beforeAll(async () => {
  const { chief, crew: sam, crewNl: noor } = personIds;
  crew = await crewWithChiefAndMembers(be, { chiefId: chief, members: [sam, noor, chief], date: D });
  // Amsterdam is UTC+1 in January.
  await insertCheck(be, crew, sam, D, { inAt: `${D}T07:00:00Z`, outAt: `${D}T16:04:00Z` });
  await insertCheck(be, crew, noor, D, { inAt: `${D}T07:00:00Z`, outAt: `${D}T12:00:00Z` });
  await insertCheck(be, crew, chief, D, { inAt: `${D}T06:30:00Z` });
});

const path = (p: string) => `/projectCrews/${crew.crewId}/${p}`;
const as = (who: TWho) => ({ token: tokens[who], host: who === 'moyoPlanner' ? HOST_MOYO : undefined });
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
    expect((await be.call('GET', path(`signOff?date=${D}`), as('crew'))).status).toBe(403);
    expect((await be.call('GET', path(`signOff?date=${D}`), as('client'))).status).toBe(403);
    expect((await be.call('GET', path(`signOff?date=${D}`), as('office'))).status).toBe(404);
    expect((await be.call('GET', path(`signOff?date=${D}`), as('moyoPlanner'))).status).toBe(404);
    expect((await be.call('GET', path(`signOff?date=${D}`), as('planner'))).status).toBe(200);
  });
  it('suggests minutes from the check-ins: rounded to 15, minus a 30-minute break above 6 hours', async () => {
    const res = await be.call('GET', path(`signOff?date=${D}`), as('chief'));
    expect(res.status).toBe(200);
    expect(res.body.data.signedOff).toBeNull();
    expect(lineOf(res.body, personIds.crew)).toMatchObject({
      suggestedMinutes: 510,
      paidMinutes: null,
      checkInAt: `${D}T07:00:00.000Z`,
    });
    expect(lineOf(res.body, personIds.crewNl)).toMatchObject({ suggestedMinutes: 300 });
    expect(lineOf(res.body, personIds.chief)).toMatchObject({ suggestedMinutes: null, checkOutAt: null });
  });
});

describe('setProposedPaidChargedHours', () => {
  it("stores the crew chief's proposal; crew members may not", async () => {
    const body = {
      date: D,
      lines: [{ assignmentId: crew.assignmentIds[personIds.crew], paidMinutes: 510, chargedMinutes: 540 }],
    };
    expect((await be.call('POST', path('setProposedPaidChargedHours'), { ...as('crew'), body })).status).toBe(403);
    const res = await be.call('POST', path('setProposedPaidChargedHours'), { ...as('chief'), body });
    expect(res.status).toBe(200);
    expect(lineOf(res.body, personIds.crew)).toMatchObject({ paidMinutes: 510, chargedMinutes: 540 });
  });
  it('refuses jobs of other crews, people listed twice, and bad minutes, changing nothing', async () => {
    const other = await crewWithChiefAndMembers(be, { chiefId: personIds.chief, members: [personIds.crew], date: D });
    const before = await be.db.select().from(crewChecks).where(eq(crewChecks.projectCrewId, crew.crewId));
    const bodies: unknown[] = [
      { date: D, lines: [{ assignmentId: other.assignmentIds[personIds.crew], paidMinutes: 60, chargedMinutes: 60 }] },
      {
        date: D,
        lines: [
          { assignmentId: crew.assignmentIds[personIds.crewNl], paidMinutes: 60, chargedMinutes: 60 },
          { assignmentId: crew.assignmentIds[personIds.crewNl], paidMinutes: 30, chargedMinutes: 30 },
        ],
      },
      {
        date: D,
        lines: [{ assignmentId: crew.assignmentIds[personIds.crewNl], paidMinutes: 1441, chargedMinutes: 60 }],
      },
      {
        date: D,
        lines: [{ assignmentId: crew.assignmentIds[personIds.crewNl], paidMinutes: 7.5, chargedMinutes: 60 }],
      },
      { date: D, lines: [] },
      { date: '2026-02-30', lines: [{ assignmentId: 1, paidMinutes: 1, chargedMinutes: 1 }] },
      {},
      { date: D },
      { date: D, lines: 'all' },
    ];
    for (const body of bodies) {
      const res = await be.call('POST', path('setProposedPaidChargedHours'), { ...as('chief'), body });
      expect([res.status, Object.keys(res.body.error?.fields ?? {}).length > 0]).toEqual([422, true]);
    }
    expect(
      (await be.call('POST', path('setProposedPaidChargedHours'), { ...as('chief'), body: '{"date"' })).status,
    ).toBe(400);
    expect(await be.db.select().from(crewChecks).where(eq(crewChecks.projectCrewId, crew.crewId))).toEqual(before);
  });
});

describe('signOff', () => {
  it('needs everyone checked out, is for the chief and planners, and closes the day', async () => {
    expect((await be.call('POST', path('signOff'), { ...as('crew'), body: { date: D } })).status).toBe(403);
    const open = await be.call('POST', path('signOff'), { ...as('chief'), body: { date: D } });
    expect(open.status).toBe(409);
    expect(open.body.error.message).toMatch(/Chris Bakker/);
    await be.db
      .update(crewChecks)
      .set({ checkOutAt: new Date(`${D}T17:00:00Z`) })
      .where(and(eq(crewChecks.personId, personIds.chief), eq(crewChecks.projectCrewId, crew.crewId)));
    const res = await be.call('POST', path('signOff'), {
      ...as('chief'),
      body: { date: D, comment: 'Good day' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.signedOff).toMatchObject({ byPersonId: personIds.chief, comment: 'Good day' });
    expect(lineOf(res.body, personIds.crew)).toMatchObject({ paidMinutes: 510, chargedMinutes: 540 });
    expect(lineOf(res.body, personIds.crewNl)).toMatchObject({ paidMinutes: 300, chargedMinutes: 300 });
  });
  it('allows no change after signing off (409)', async () => {
    const again = await be.call('POST', path('signOff'), { ...as('planner'), body: { date: D } });
    expect(again.status).toBe(409);
    const change = await be.call('POST', path('setProposedPaidChargedHours'), {
      ...as('chief'),
      body: {
        date: D,
        lines: [{ assignmentId: crew.assignmentIds[personIds.crew], paidMinutes: 1, chargedMinutes: 1 }],
      },
    });
    expect(change.status).toBe(409);
    const after = await be.call('GET', path(`signOff?date=${D}`), as('chief'));
    expect(lineOf(after.body, personIds.crew)).toMatchObject({ paidMinutes: 510 });
    expect(
      await be.db.select({ n: count() }).from(crewSignOffs).where(eq(crewSignOffs.projectCrewId, crew.crewId)),
    ).toEqual([{ n: 1 }]);
  });
  it('refuses malformed payloads with field messages', async () => {
    const before = await be.countRows(crewSignOffs);
    for (const body of [{}, { date: 'soon' }, { date: D, comment: 'x'.repeat(1001) }, { date: D, extra: true }, []]) {
      const res = await be.call('POST', path('signOff'), { ...as('planner'), body });
      expect([res.status, Object.keys(res.body.error?.fields ?? {}).length > 0]).toEqual([422, true]);
    }
    expect(await be.countRows(crewSignOffs)).toBe(before);
  });
});
