import { and, eq } from 'drizzle-orm';
import { activities, assignments, tenants, users, vacancyApplications } from '../../db/schema';
import { readerFormat, translator } from '../../services/i18n/translate';
import { addDays } from '../../../domain/calendar-days';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import {
  assign,
  createCrew,
  createFunction,
  createItem,
  createLocation,
  createLogin,
  tokenPerson,
} from '../../test-support/fixtures';
import { clock } from '../../../domain/clock';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });
let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId, 'Rigger');
});

const newItem = async (body: Record<string, unknown>, crewExtra: Record<string, unknown> = {}) => {
  const { crew, project } = await createCrew(be, tokens.planner, tenantId, crewExtra);
  return { item: await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, ...body }), crew, project };
};
const jobs = async (token: string, list: string) =>
  (await be.call('GET', `/jobs?list=${list}`, { token })).body.data as Array<Record<string, any>>;

describe('GET /jobs', () => {
  it('splits own jobs into upcoming, past, to confirm and applied for', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const chief = await createLogin(be, tenantId, ['crew']);
    const locationId = await createLocation(be, tenantId);
    const later = await newItem({ startDate: '2032-01-20' });
    const soon = await newItem(
      { startDate: '2032-01-10', endDate: '2032-01-11' },
      { locationId, crewChiefId: chief.personId },
    );
    const past = await newItem({ startDate: '2023-05-01' });
    const changed = await newItem({ startDate: '2032-02-01' });
    const dropped = await newItem({ startDate: '2032-03-01' });
    const aLater = await assign(be, tokens.planner, {
      crewItemId: later.item.id,
      personId: me.personId,
      status: 'confirmed',
    });
    const aSoon = await assign(be, tokens.planner, {
      crewItemId: soon.item.id,
      personId: me.personId,
      status: 'requested',
      rowNo: 2,
    });
    const aPast = await assign(be, tokens.planner, {
      crewItemId: past.item.id,
      personId: me.personId,
      status: 'confirmed',
    });
    const aChanged = await assign(be, tokens.planner, {
      crewItemId: changed.item.id,
      personId: me.personId,
      status: 'confirmed',
    });
    await be.call('POST', '/projectCrewItemStatus/update', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: changed.item.id, startTime: '10:00' },
    });
    const aDropped = await assign(be, tokens.planner, {
      crewItemId: dropped.item.id,
      personId: me.personId,
      status: 'requested',
    });
    await be.call('DELETE', `/assignments/${aDropped.id}`, { headers: ANY_VERSION, token: tokens.planner });
    const vacancy = await newItem({ startDate: '2032-04-01' });
    const [application] = await be.db
      .insert(vacancyApplications)
      .values({ tenantId, crewItemId: vacancy.item.id, personId: me.personId })
      .returning();
    await be.db
      .insert(vacancyApplications)
      .values({ tenantId, crewItemId: vacancy.item.id, personId: me.personId, status: 'withdrawn' });

    const upcoming = await jobs(me.token, 'upcoming');
    expect(upcoming.map((j) => j.id)).toEqual([aSoon.id, aLater.id, aChanged.id]);
    expect(upcoming[0]).toEqual({
      id: aSoon.id,
      kind: 'assignment',
      version: 1,
      status: 'requested',
      crewItemId: soon.item.id,
      rowNo: 2,
      project: { id: soon.project.id, number: soon.project.number, name: soon.project.name },
      crew: { id: soon.crew.id, name: soon.crew.name },
      function: { id: functionId, name: 'Rigger' },
      location: { id: locationId, name: expect.any(String), city: 'Utrecht' },
      startDate: '2032-01-10',
      endDate: '2032-01-11',
      startTime: '08:00',
      endTime: '17:00',
      startsAt: '2032-01-10T07:00:00.000Z',
      endsAt: '2032-01-11T16:00:00.000Z',
      isCrewChief: false,
      crewChief: { id: chief.personId, name: chief.name },
    });
    expect((await jobs(me.token, 'past')).map((j) => j.id)).toEqual([aPast.id]);
    expect((await jobs(me.token, 'toConfirm')).map((j) => [j.id, j.status])).toEqual([
      [aSoon.id, 'requested'],
      [aChanged.id, 'hasChanged'],
    ]);
    const applied = await jobs(me.token, 'appliedFor');
    expect(applied).toEqual([
      expect.objectContaining({
        id: application!.id,
        kind: 'application',
        status: 'applied',
        crewItemId: vacancy.item.id,
        rowNo: null,
      }),
    ]);
    const paged = await be.call('GET', '/jobs?list=upcoming&limit=2&page=2', { token: me.token });
    expect(paged.body).toEqual({
      data: [expect.objectContaining({ id: aChanged.id })],
      meta: { page: 2, limit: 2, total: 3 },
    });

    expect(
      (await be.call('GET', `/jobs/${application!.id}?kind=application`, { token: me.token })).body.data.kind,
    ).toBe('application');
    const chiefJob = await assign(be, tokens.planner, {
      crewItemId: soon.item.id,
      personId: chief.personId,
      status: 'confirmed',
    });
    expect((await be.call('GET', `/jobs/${chiefJob.id}`, { token: chief.token })).body.data.isCrewChief).toBe(true);
  });

  it('shows a crew member only their own jobs', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const other = await createLogin(be, tenantId, ['crew']);
    const { item } = await newItem({ startDate: '2032-05-01', rows: 2 });
    const mine = await assign(be, tokens.planner, { crewItemId: item.id, personId: me.personId });
    const theirs = await assign(be, tokens.planner, { crewItemId: item.id, personId: other.personId });
    expect((await jobs(me.token, 'upcoming')).map((j) => j.id)).toEqual([mine.id]);
    expect((await be.call('GET', `/jobs/${mine.id}`, { token: me.token })).status).toBe(200);
    expect((await be.call('GET', `/jobs/${theirs.id}`, { token: me.token })).status).toBe(404);
    const answer = await be.call('POST', `/jobs/${theirs.id}/confirmation`, {
      headers: ANY_VERSION,
      token: me.token,
      body: { accept: true },
    });
    expect(answer.status).toBe(404);
    expect((await be.db.select().from(assignments).where(eq(assignments.id, theirs.id)))[0]!.status).toBe('requested');
    const pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } })).body.data
      .token;
    expect((await be.call('GET', '/jobs', { token: pid })).status).toBe(403);
    const moyo = await be.login('crew@example.com', { host: HOST_MOYO });
    expect((await be.call('GET', `/jobs/${mine.id}`, { token: moyo, host: HOST_MOYO })).status).toBe(404);
    expect(
      (
        await be.call('POST', `/jobs/${mine.id}/confirmation`, {
          headers: ANY_VERSION,
          token: moyo,
          host: HOST_MOYO,
          body: { accept: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /jobs/{id}/confirmation', () => {
  it('accepts a requested job as confirmedWeb and refuses a second answer', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const { item } = await newItem({ startDate: '2032-06-01' });
    const a = await assign(be, tokens.planner, { crewItemId: item.id, personId: me.personId });
    const res = await be.call('POST', `/jobs/${a.id}/confirmation`, {
      headers: ANY_VERSION,
      token: me.token,
      body: { accept: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.id, status: 'confirmedWeb' });
    const again = await be.call('POST', `/jobs/${a.id}/confirmation`, {
      headers: ANY_VERSION,
      token: me.token,
      body: { accept: false },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('INVALID_TRANSITION');
    expect(await jobs(me.token, 'toConfirm')).toEqual([]);
  });

  it('declines a changed job with a reason and leaves the planners a to-do due tomorrow', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const { item, project } = await newItem({ startDate: '2032-07-01' });
    const a = await assign(be, tokens.planner, { crewItemId: item.id, personId: me.personId, status: 'confirmed' });
    await be.call('POST', '/projectCrewItemStatus/update', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: item.id, endTime: '18:00' },
    });
    const res = await be.call('POST', `/jobs/${a.id}/confirmation`, {
      headers: ANY_VERSION,
      token: me.token,
      body: { accept: false, reason: 'Exam that day' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
    const [row] = await be.db.select().from(assignments).where(eq(assignments.id, a.id));
    expect(row).toMatchObject({ status: 'cancelled', declineReason: 'Exam that day' });
    const todos = await be.db
      .select()
      .from(activities)
      .where(and(eq(activities.crewItemId, item.id), eq(activities.tenantId, tenantId)));
    expect(todos).toEqual([
      expect.objectContaining({
        recipientGroup: 'Planners',
        priority: 1,
        personPartyId: me.personId,
        projectId: project.id,
        body: 'Exam that day',
        dueDate: addDays(clock.today('Europe/Amsterdam'), 1),
      }),
    ]);
    expect(todos[0]!.caption).toContain(me.name);
    // Each planner reads it in their own language, worded from the message file (ActivityTexts).
    const read = async () =>
      (await be.call('GET', `/activities?projectId=${project.id}`, { token: tokens.planner })).body.data[0];
    const [before] = await be.db.select().from(tenants).where(eq(tenants.id, tenantId));
    await be.db.update(tenants).set({ useUserLanguage: true }).where(eq(tenants.id, tenantId));
    for (const locale of ['nl', 'de'] as const) {
      await be.db.update(users).set({ language: locale }).where(eq(users.username, 'planner@example.com'));
      const t = translator(locale, 'ActivityTexts');
      const day = readerFormat({ locale, timeZone: 'Europe/Amsterdam' }).calendar('2032-07-01', 'calendarDateLong');
      const shift = t('shift', { function: 'Rigger', days: day, project: project.name });
      expect(await read()).toMatchObject({
        caption: t('jobDeclined.caption', { name: me.name, shift }),
        body: 'Exam that day',
      });
    }
    await be.db.update(users).set({ language: 'en' }).where(eq(users.username, 'planner@example.com'));
    await be.db.update(tenants).set({ useUserLanguage: before!.useUserLanguage }).where(eq(tenants.id, tenantId));
    // The reason is for the planners: a colleague on the same item does not see it.
    const colleague = await createLogin(be, tenantId, ['crew']);
    await assign(be, tokens.planner, { crewItemId: item.id, personId: colleague.personId });
    const reasonSeenBy = async (token: string) =>
      (await be.call('GET', `/projectCrewItems/${item.id}`, { token })).body.data.cancelled[0].declineReason;
    expect(await reasonSeenBy(tokens.planner)).toBe('Exam that day');
    expect(await reasonSeenBy(me.token)).toBe('Exam that day');
    expect(await reasonSeenBy(colleague.token)).toBeNull();
    expect((await jobs(me.token, 'upcoming')).map((j) => j.id)).not.toContain(a.id);
  });

  it('validates the answer and writes nothing on a bad one', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const { item } = await newItem({ startDate: '2032-08-01' });
    const a = await assign(be, tokens.planner, { crewItemId: item.id, personId: me.personId });
    const todos = async () => be.countRows(activities);
    const before = await todos();
    for (const body of [
      {},
      { accept: 'yes' },
      { accept: false, reason: 'x'.repeat(501) },
      { accept: true, extra: 1 },
      { accept: false, reason: 5 },
    ]) {
      const res = await be.call('POST', `/jobs/${a.id}/confirmation`, { headers: ANY_VERSION, token: me.token, body });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(Object.keys(res.body.error.fields).length).toBeGreaterThan(0);
    }
    expect((await be.call('POST', '/jobs/abc/confirmation', { token: me.token, body: { accept: true } })).status).toBe(
      422,
    );
    expect((await be.call('GET', '/jobs?list=soon', { token: me.token })).status).toBe(422);
    expect((await be.db.select().from(assignments).where(eq(assignments.id, a.id)))[0]!.status).toBe('requested');
    expect(await todos()).toBe(before);
  });

  it('refuses to answer a job that is over', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const { item } = await newItem({ startDate: '2023-06-01' });
    const a = await assign(be, tokens.planner, { crewItemId: item.id, personId: me.personId });
    expect(
      (
        await be.call('POST', `/jobs/${a.id}/confirmation`, {
          headers: ANY_VERSION,
          token: me.token,
          body: { accept: true },
        })
      ).status,
    ).toBe(409);
  });
});

describe('GET /jobs/crewChief', () => {
  it('lists the upcoming crews the caller leads', async () => {
    const chief = await createLogin(be, tenantId, ['crew']);
    const { crew: ahead } = await newItem({ startDate: '2032-09-01' }, { crewChiefId: chief.personId });
    await newItem({ startDate: '2023-09-01' }, { crewChiefId: chief.personId });
    await newItem({ startDate: '2032-09-02' });
    const res = await be.call('GET', '/jobs/crewChief', { token: chief.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { id: number }) => c.id)).toEqual([ahead.id]);
    expect(res.body.data[0]).toMatchObject({ crewChief: { id: chief.personId }, counts: { items: 1 } });
  });
});
