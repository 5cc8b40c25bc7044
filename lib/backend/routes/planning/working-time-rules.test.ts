// The tenant's working-time rules over HTTP: planners read and change them (versioned, checked
// field by field), nobody else; and every booking is checked against them — a planner's request
// and confirmation answer 409 DOUBLE_BOOKING with the breach and the other jobs until confirmed
// twice, a crew member's own yes is refused outright (409 WORKING_TIME_BREACH).
import { HOST_MOYO } from '../../test-support/test-backend';
import {
  assign,
  createCrew,
  createFunction,
  createItem,
  createLogin,
  createWeeklyContract,
  tokenPerson,
} from '../../test-support/fixtures';
import { ANY_VERSION, versionOf } from '../../test-support/versions';
import { withBackend } from '../../test-support/with-backend';
import { DEFAULT_WORKING_TIME_RULES } from '../../../domain/planning/working-time';
import type { TBookingConflict } from '../../../domain/planning';

const { be, tokens } = withBackend({ as: ['planner', 'office', 'crew', 'moyoPlanner'] });
let tenantId: number;
beforeAll(() => {
  ({ tenantId } = tokenPerson(tokens.planner));
});

const rules = (token = tokens.planner, host?: string) => be.call('GET', '/workingTimeRules', { token, host });
const change = (body: Record<string, unknown>, headers: Record<string, string> = ANY_VERSION, token = tokens.planner) =>
  be.call('PUT', '/workingTimeRules', { token, headers, body });

/** A crew item of its own crew from `startDate` (to `endDate`), `startTime` to `endTime`. */
async function shift(startDate: string, startTime: string, endTime: string, endDate?: string) {
  const functionId = await createFunction(be, tenantId);
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  return createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate, endDate, startTime, endTime });
}

describe('GET and PUT /workingTimeRules', () => {
  afterAll(async () => {
    await change(DEFAULT_WORKING_TIME_RULES);
  });

  it("are the EU Working Time Directive's until a planner changes them, based on the version read", async () => {
    const read = await rules();
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ ...DEFAULT_WORKING_TIME_RULES, version: 1 });

    const changed = { ...DEFAULT_WORKING_TIME_RULES, minRestHours: 9, maxConsecutiveDays: 5 };
    expect((await change(changed, versionOf())).status).toBe(428);
    const saved = await change(changed, versionOf('"1"'));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...changed, version: 2 });
    // Another planner's change based on what they read before.
    const stale = await change({ ...changed, minRestHours: 12 }, versionOf('"1"'));
    expect(stale.status).toBe(412);
    expect(stale.body.error.details).toMatchObject({ version: 2 });
    expect((await rules()).body.data).toEqual({ ...changed, version: 2 });
    // Another tenant keeps its own.
    expect((await rules(tokens.moyoPlanner, HOST_MOYO)).body.data).toEqual({
      ...DEFAULT_WORKING_TIME_RULES,
      version: 1,
    });
  });

  it('says which field is wrong, and lets only planners in', async () => {
    const bad = await change({ ...DEFAULT_WORKING_TIME_RULES, minRestHours: 30, referenceWeeks: 2.5 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['minRestHours', 'referenceWeeks']);
    expect((await change({ minRestHours: 11 })).status).toBe(422);
    for (const token of [tokens.office, tokens.crew]) {
      expect((await rules(token)).status).toBe(403);
      expect((await change(DEFAULT_WORKING_TIME_RULES, ANY_VERSION, token)).status).toBe(403);
    }
  });
});

describe('every booking is checked against them', () => {
  it('warns the planner of 9 hours of rest with the other job, until confirmed twice or the rule allows it', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const evening = await shift('2033-03-07', '14:00', '23:00');
    const early = await shift('2033-03-08', '08:00', '17:00');
    const late = await assign(be, tokens.planner, {
      crewItemId: evening.id,
      personId: me.personId,
      status: 'confirmed',
    });

    const refused = await be.call('POST', '/assignments', {
      token: tokens.planner,
      body: { crewItemId: early.id, personId: me.personId },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('DOUBLE_BOOKING');
    const [conflict] = refused.body.error.details as TBookingConflict[];
    expect(conflict).toMatchObject({
      kind: 'workingTime',
      breach: { rule: 'rest', restMinutes: 540, limitMinutes: 660, over: 120, shiftIds: [late.id] },
      shifts: [{ assignmentId: late.id, crewItemId: evening.id, status: 'confirmed' }],
    });
    expect(refused.body.error.details).toHaveLength(1);

    const asked = await assign(be, tokens.planner, {
      crewItemId: early.id,
      personId: me.personId,
      confirmDoubleBooking: true,
    });
    expect(asked.status).toBe('requested');
    // Confirming the request is checked again; the request itself is not a second shift.
    const confirm = (body: Record<string, unknown>) =>
      be.call('PUT', `/assignments/${asked.id}`, { token: tokens.planner, headers: ANY_VERSION, body });
    const again = await confirm({ status: 'confirmed' });
    expect(again.status).toBe(409);
    expect(again.body.error.details).toEqual([expect.objectContaining({ kind: 'workingTime' })]);

    // Crew never confirm their own breach.
    const own = await be.call('POST', `/jobs/${asked.id}/confirmation`, {
      token: me.token,
      headers: ANY_VERSION,
      body: { accept: true },
    });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('WORKING_TIME_BREACH');
    expect(own.body.error.details).toEqual([expect.objectContaining({ kind: 'workingTime' })]);

    // With 9 hours of rest as the tenant's rule, the same yes goes through.
    expect((await change({ ...DEFAULT_WORKING_TIME_RULES, minRestHours: 9 })).status).toBe(200);
    try {
      const yes = await be.call('POST', `/jobs/${asked.id}/confirmation`, {
        token: me.token,
        headers: ANY_VERSION,
        body: { accept: true },
      });
      expect(yes.status).toBe(200);
      expect(yes.body.data.status).toBe('confirmedWeb');
    } finally {
      await change(DEFAULT_WORKING_TIME_RULES);
    }
  });

  it('counts a crew item over several days as one shift a day: the seventh in a row, and a 13-hour shift', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const week = await shift('2033-04-04', '08:00', '12:00', '2033-04-09');
    await assign(be, tokens.planner, { crewItemId: week.id, personId: me.personId, status: 'confirmed' });
    const sunday = await shift('2033-04-10', '08:00', '21:00');
    const res = await be.call('POST', '/assignments', {
      token: tokens.planner,
      body: { crewItemId: sunday.id, personId: me.personId },
    });
    expect(res.status).toBe(409);
    const breaches = (res.body.error.details as TBookingConflict[]).map((c) =>
      c.kind === 'workingTime' ? c.breach : null,
    );
    expect(breaches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'consecutiveDays', from: '2033-04-04', to: '2033-04-10', days: 7, over: 1 }),
        expect.objectContaining({ rule: 'shiftLength', minutes: 780, over: 60 }),
      ]),
    );
  });

  it("keeps a person with a staff contract within the quota of the contract's week", async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    await createWeeklyContract(be, tenantId, me.personId, 600);
    const monday = await shift('2033-05-02', '08:00', '14:00');
    await assign(be, tokens.planner, { crewItemId: monday.id, personId: me.personId, status: 'confirmed' });
    // Wednesday and Thursday: together past the ten hours; the week after starts afresh.
    const twoDays = await shift('2033-05-04', '08:00', '11:00', '2033-05-05');
    const res = await be.call('POST', '/assignments', {
      token: tokens.planner,
      body: { crewItemId: twoDays.id, personId: me.personId },
    });
    expect(res.status).toBe(409);
    // Monday's 6 hours as the contract counts them, and both new days: 12 hours, 2 over.
    expect(res.body.error.details).toEqual([
      expect.objectContaining({
        kind: 'workingTime',
        breach: expect.objectContaining({
          rule: 'quota',
          from: '2033-05-02',
          to: '2033-05-08',
          plannedMinutes: 720,
          quotaMinutes: 600,
          over: 120,
        }),
      }),
    ]);
    const nextWeek = await shift('2033-05-09', '08:00', '16:00');
    expect((await assign(be, tokens.planner, { crewItemId: nextWeek.id, personId: me.personId })).status).toBe(
      'requested',
    );
  });
});
