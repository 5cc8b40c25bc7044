import { and, eq } from 'drizzle-orm';
import { activities, projectCrewItems } from '../../db/schema';
import { withBackend } from '../../test-support/with-backend';
import {
  assign,
  createCrew,
  createCrewMember,
  createFunction,
  createItem,
  tokenPerson,
} from '../../test-support/fixtures';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner', 'crew', 'client', 'moyoPlanner', 'moyoCrew'] });
let tenantId: number;
let rigger: number;
let steward: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  rigger = await createFunction(be, tenantId, 'Rigger');
  steward = await createFunction(be, tenantId, 'Steward');
});

/** An active vacancy item of `functionId`, 08:00–17:00 on `startDate`. */
async function vacancy(functionId: number, startDate = '2032-05-10', rows = 2) {
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  const item = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate, rows });
  await be.db
    .update(projectCrewItems)
    .set({ isVacancy: true, status: 'active' })
    .where(eq(projectCrewItems.id, item.id));
  return item.id as number;
}

const crewWith = (...fns: number[]) => createCrewMember(be, tenantId, fns);

const list = async (token: string) =>
  (await be.call('GET', '/vacancies', { token })).body.data as Array<Record<string, any>>;
const apply = (token: string, id: number) => be.call('POST', `/projectCrewItems/${id}/applyVacancy`, { token });
const unapply = (token: string, id: number) => be.call('POST', `/projectCrewItems/${id}/unapplyVacancy`, { token });
const appliedFor = async (token: string) =>
  (await be.call('GET', '/jobs?list=appliedFor', { token })).body.data as Array<Record<string, any>>;
const todosOf = (crewItemId: number) =>
  be.db
    .select()
    .from(activities)
    .where(and(eq(activities.tenantId, tenantId), eq(activities.crewItemId, crewItemId)));

describe('GET /vacancies', () => {
  it('lists the open vacancies whose function fits the person, and no others', async () => {
    const riggerJob = await vacancy(rigger);
    const stewardJob = await vacancy(steward);
    const me = await crewWith(rigger);
    const ids = (await list(me.token)).map((v) => v.id);
    expect(ids).toContain(riggerJob);
    expect(ids).not.toContain(stewardJob);
    const mine = (await list(me.token)).find((v) => v.id === riggerJob)!;
    expect(mine).toMatchObject({ openRows: 2, rows: 2, function: { id: rigger }, application: null });
  });

  it('leaves out a full vacancy, and one the person is already on', async () => {
    const full = await vacancy(rigger, '2032-05-11', 1);
    const onIt = await vacancy(rigger, '2032-05-12', 2);
    const other = await crewWith(rigger);
    const me = await crewWith(rigger);
    await assign(be, tokens.planner, { crewItemId: full, personId: other.personId, status: 'confirmed' });
    await assign(be, tokens.planner, { crewItemId: onIt, personId: me.personId, status: 'requested' });
    const ids = (await list(me.token)).map((v) => v.id);
    expect(ids).not.toContain(full);
    expect(ids).not.toContain(onIt);
  });

  it('a planner publishes an item as a vacancy and takes it back, through the crew item itself', async () => {
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId: rigger,
      startDate: '2032-05-14',
      isVacancy: true,
    });
    expect(item.isVacancy).toBe(true);
    const activate = await be.call('POST', '/projectCrewItemStatus/activate', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: item.id },
    });
    expect(activate.status).toBe(200);
    const me = await crewWith(rigger);
    expect((await list(me.token)).map((v) => v.id)).toContain(item.id);

    const off = await be.call('POST', '/projectCrewItemStatus/update', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: item.id, isVacancy: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.isVacancy).toBe(false);
    expect((await list(me.token)).map((v) => v.id)).not.toContain(item.id);

    const wrong = await be.call('POST', '/projectCrewItemStatus/update', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: item.id, isVacancy: 'yes' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toHaveProperty('isVacancy');
  });

  it('is for logins with the vacancies right only', async () => {
    expect((await be.call('GET', '/vacancies', { token: tokens.planner })).status).toBe(403);
    expect((await be.call('GET', '/vacancies', { token: tokens.client })).status).toBe(403);
    expect((await be.call('GET', '/vacancies', { token: tokens.crew })).status).toBe(200);
  });
});

describe('applying and withdrawing', () => {
  it('refuses an application for a function the person does not have', async () => {
    const id = await vacancy(steward);
    const me = await crewWith(rigger);
    const res = await apply(me.token, id);
    expect(res.status).toBe(403);
    expect(await todosOf(id)).toHaveLength(0);
  });

  it('applies, shows the application under "applied for", and leaves the planners a to-do', async () => {
    const id = await vacancy(rigger);
    const me = await crewWith(rigger);
    const res = await apply(me.token, id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ crewItemId: id, personId: me.personId, status: 'applied' });
    expect((await appliedFor(me.token)).map((j) => j.crewItemId)).toContain(id);
    expect((await list(me.token)).find((v) => v.id === id)!.application).toMatchObject({ status: 'applied' });
    const todos = await todosOf(id);
    expect(todos).toHaveLength(1);
    expect(todos[0]).toMatchObject({
      category: 'vacancyApplied',
      recipientGroup: 'Planners',
      priority: 1,
      personPartyId: me.personId,
    });
    expect(todos[0]!.caption).toContain(me.name);
    // A second application while the first waits is refused.
    expect((await apply(me.token, id)).status).toBe(409);
  });

  it('withdraws before a planner confirms: out of "applied for", and a second to-do', async () => {
    const id = await vacancy(rigger);
    const me = await crewWith(rigger);
    await apply(me.token, id);
    const res = await unapply(me.token, id);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('withdrawn');
    expect((await appliedFor(me.token)).map((j) => j.crewItemId)).not.toContain(id);
    const todos = await todosOf(id);
    expect(todos.map((t) => t.category).sort()).toEqual(['vacancyApplied', 'vacancyWithdrawn']);
    // Nothing left to withdraw.
    expect((await unapply(me.token, id)).status).toBe(404);
    // Applying again after withdrawing is allowed.
    expect((await apply(me.token, id)).status).toBe(201);
  });

  it('cannot withdraw once a planner has confirmed; the job is then confirmed', async () => {
    const id = await vacancy(rigger);
    const me = await crewWith(rigger);
    const { body } = await apply(me.token, id);
    const accepted = await be.call('POST', `/vacancyApplications/${body.data.id}/accept`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: {},
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('confirmed');
    const res = await unapply(me.token, id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('INVALID_TRANSITION');
    const upcoming = (await be.call('GET', '/jobs?list=upcoming', { token: me.token })).body.data as any[];
    expect(upcoming.find((j) => j.crewItemId === id)).toMatchObject({ status: 'confirmed' });
    expect((await appliedFor(me.token)).map((j) => j.crewItemId)).not.toContain(id);
    // No to-do for the withdrawal that did not happen.
    expect((await todosOf(id)).map((t) => t.category)).toEqual(['vacancyApplied']);
  });

  it('keeps another tenant out: the vacancy looks missing', async () => {
    const id = await vacancy(rigger);
    expect((await apply(tokens.moyoCrew, id)).status).toBe(404);
  });
});

describe('planners: GET /projectVacancies, accept and reject', () => {
  it('shows the vacancy with its waiting applicants', async () => {
    const id = await vacancy(rigger);
    const me = await crewWith(rigger);
    const { body } = await apply(me.token, id);
    const res = await be.call('GET', '/projectVacancies', { token: tokens.planner });
    expect(res.status).toBe(200);
    const row = (res.body.data as any[]).find((v) => v.id === id);
    expect(row.applicants).toEqual([
      {
        applicationId: body.data.id,
        version: 1,
        person: { id: me.personId, name: me.name },
        appliedAt: expect.any(String),
      },
    ]);
    // Another tenant's planner does not see it.
    const moyo = await be.call('GET', '/projectVacancies', { token: tokens.moyoPlanner });
    expect((moyo.body.data as any[]).map((v) => v.id)).not.toContain(id);
  });

  it('needs persons READ and mobileProjectVacancies READ: crew and clients get 403', async () => {
    for (const token of [tokens.crew, tokens.client]) {
      expect((await be.call('GET', '/projectVacancies', { token })).status).toBe(403);
      expect((await be.call('POST', '/vacancyApplications/1/reject', { token })).status).toBe(403);
      expect((await be.call('POST', '/vacancyApplications/1/accept', { token, body: { x: 1 } })).status).toBe(403);
    }
  });

  it('warns before a double booking and books on the second confirmation', async () => {
    const id = await vacancy(rigger, '2032-06-01');
    const me = await crewWith(rigger);
    const busy = await vacancy(steward, '2032-06-01');
    await assign(be, tokens.planner, { crewItemId: busy, personId: me.personId, status: 'confirmed' });
    const { body } = await apply(me.token, id);
    const first = await be.call('POST', `/vacancyApplications/${body.data.id}/accept`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: {},
    });
    expect(first.status).toBe(409);
    expect(first.body.error.code).toBe('DOUBLE_BOOKING');
    expect((await appliedFor(me.token)).map((j) => j.crewItemId)).toContain(id);
    const second = await be.call('POST', `/vacancyApplications/${body.data.id}/accept`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { confirmDoubleBooking: true },
    });
    expect(second.status).toBe(200);
    expect(second.body.data.assignmentId).toEqual(expect.any(Number));
  });

  it('rejects: the application leaves "applied for" and cannot be answered twice', async () => {
    const id = await vacancy(rigger);
    const me = await crewWith(rigger);
    const { body } = await apply(me.token, id);
    const res = await be.call('POST', `/vacancyApplications/${body.data.id}/reject`, {
      headers: ANY_VERSION,
      token: tokens.planner,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('rejected');
    expect((await appliedFor(me.token)).map((j) => j.crewItemId)).not.toContain(id);
    const again = await be.call('POST', `/vacancyApplications/${body.data.id}/accept`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: {},
    });
    expect(again.status).toBe(409);
    // Another tenant's planner cannot answer it.
    expect(
      (
        await be.call('POST', `/vacancyApplications/${body.data.id}/reject`, {
          headers: ANY_VERSION,
          token: tokens.moyoPlanner,
        })
      ).status,
    ).toBe(404);
  });
});
