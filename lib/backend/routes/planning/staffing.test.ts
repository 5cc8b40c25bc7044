// Staffing a crew item from the project page: every status action and every illegal one, the
// update call, the double booking that needs a second confirmation, the people a planner may
// pick (with their markers), and a client's "ask for crew".
import { and, eq } from 'drizzle-orm';
import { activities, assignments, blockedDates, personFunctions, projectCrewItems } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import {
  assign,
  createCrew,
  createFunction,
  createItem,
  createLogin,
  createProject,
  tokenPerson,
} from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';
import { CREW_ITEM_ACTIONS } from '../../../domain/planning';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'client', 'crew', 'office', 'moyoPlanner'] });
let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId);
});
const act = (action: string, body: unknown, token = tokens.planner) =>
  be.call('POST', `/projectCrewItemStatus/${action}`, { headers: ANY_VERSION, token, body });
const newItem = async (body: Record<string, unknown> = {}) => {
  const { crew, project } = await createCrew(be, tokens.planner, tenantId);
  const item = await createItem(be, tokens.planner, {
    projectCrewId: crew.id,
    functionId,
    startDate: '2030-06-01',
    ...body,
  });
  return { item, crew, project };
};
const itemStatus = async (id: number) =>
  (await be.db.select().from(projectCrewItems).where(eq(projectCrewItems.id, id)))[0]!.status;

describe('the status actions of rules §4, as the project page offers them', () => {
  it('moves along every legal transition and refuses every illegal one with 409, status unchanged', async () => {
    // Every (status, action) pair: the state machine of rules "Crew item status", over HTTP.
    const legal: Record<string, Record<string, string | null>> = {
      design: { activate: 'active', notNeeded: 'notNeeded', reactivate: null, update: 'design' },
      active: { activate: null, notNeeded: 'notNeeded', reactivate: null, update: 'active' },
      notNeeded: { activate: null, notNeeded: null, reactivate: 'active', update: 'notNeeded' },
      closed: { activate: null, notNeeded: null, reactivate: null, update: null },
    };
    for (const [from, actions] of Object.entries(legal)) {
      for (const [action, to] of Object.entries(actions)) {
        const { item } = await newItem();
        await be.db
          .update(projectCrewItems)
          .set({ status: from as 'design' })
          .where(eq(projectCrewItems.id, item.id));
        const res =
          action === 'update'
            ? await be.call('POST', `/projectCrewItems/${item.id}/update`, {
                headers: ANY_VERSION,
                token: tokens.planner,
                body: { rows: 3 },
              })
            : await act(action, { id: item.id });
        if (to === null) {
          expect({ from, action, status: res.status, code: res.body.error?.code }).toEqual({
            from,
            action,
            status: 409,
            code: 'INVALID_TRANSITION',
          });
          expect(await itemStatus(item.id)).toBe(from);
        } else {
          expect({ from, action, status: res.status, to: res.body.data?.status }).toEqual({
            from,
            action,
            status: 200,
            to,
          });
        }
      }
    }
    expect(CREW_ITEM_ACTIONS).toEqual(['create', 'update', 'activate', 'notNeeded', 'reactivate', 'noShow']);
  });

  it('records a no-show only on an active item after its start', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const { item } = await newItem({ startDate: '2020-06-01' });
    const a = await assign(be, tokens.planner, { crewItemId: item.id, personId: person.personId, status: 'requested' });
    expect((await act('noShow', { id: item.id, assignmentId: a.id })).status).toBe(409); // still design
    await act('activate', { id: item.id });
    const res = await act('noShow', { id: item.id, assignmentId: a.id });
    expect(res.status).toBe(200);
    expect(res.body.data.positions[0].assignment.status).toBe('noShow');
    const future = await newItem({ startDate: '2031-06-01' });
    await act('activate', { id: future.item.id });
    const b = await assign(be, tokens.planner, { crewItemId: future.item.id, personId: person.personId });
    expect((await act('noShow', { id: future.item.id, assignmentId: b.id })).status).toBe(409);
  });
});

describe('POST /projectCrewItems/{id}/update', () => {
  it("takes every field of the planners' form, the vacancy flag too", async () => {
    const { item } = await newItem();
    const res = await be.call('POST', `/projectCrewItems/${item.id}/update`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: {
        functionId,
        startDate: '2030-06-01',
        endDate: null,
        startTime: '08:00',
        endTime: '17:00',
        rows: 2,
        catering: null,
        comment: 'Bring gloves',
        isVacancy: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ comment: 'Bring gloves', isVacancy: true });
  });

  it('changes the fields given and marks the people who were told as changed', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const { item } = await newItem();
    const a = await assign(be, tokens.planner, { crewItemId: item.id, personId: person.personId, status: 'confirmed' });
    const res = await be.call('POST', `/projectCrewItems/${item.id}/update`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { startTime: '09:00', endDate: null, catering: 'Lunch' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ startTime: '09:00', catering: 'Lunch', endDate: null });
    expect((await be.db.select().from(assignments).where(eq(assignments.id, a.id)))[0]!.status).toBe('hasChanged');
  });

  it('needs a field, valid values and a planner; another tenant gets 404', async () => {
    const { item } = await newItem();
    const post = (body: unknown, token = tokens.planner, host?: string) =>
      be.call('POST', `/projectCrewItems/${item.id}/update`, { headers: ANY_VERSION, token, body, host });
    expect((await post({})).status).toBe(422);
    const bad = await post({ endDate: '2030-05-01' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.endDate).toBeTruthy();
    expect((await post({ rows: 0 })).body.error.fields.rows).toBeTruthy();
    expect((await post({ id: 5 })).status).toBe(422);
    expect((await post({ rows: 3 }, tokens.client)).status).toBe(403);
    expect((await post({ rows: 'x' }, tokens.crew)).status).toBe(403);
    expect((await post({ rows: 3 }, tokens.moyoPlanner, HOST_MOYO)).status).toBe(404);
    expect((await be.db.select().from(projectCrewItems).where(eq(projectCrewItems.id, item.id)))[0]!.rows).toBe(2);
  });
});

describe('requesting a person who is already booked', () => {
  it('answers 409 DOUBLE_BOOKING with the conflicting job until the planner confirms a second time', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const first = await newItem({ startDate: '2031-03-03' });
    await act('activate', { id: first.item.id });
    await assign(be, tokens.planner, { crewItemId: first.item.id, personId: person.personId, status: 'confirmed' });
    const second = await newItem({ startDate: '2031-03-03', startTime: '12:00', endTime: '20:00' });
    await act('activate', { id: second.item.id });

    const candidates = await be.call(
      'GET',
      `/projectCrewItems/${second.item.id}/candidates?search=${person.name.split(' ')[1]}`,
      {
        token: tokens.planner,
      },
    );
    expect(candidates.body.data).toEqual([
      { id: person.personId, name: person.name, hasFunction: false, onItem: false, booked: true, blocked: false },
    ]);

    const before = await be.countRows(assignments);
    const body = { crewItemId: second.item.id, personId: person.personId, status: 'requested' };
    for (const attempt of [body, { ...body, confirmDoubleBooking: false }]) {
      const refused = await be.call('POST', '/assignments', { token: tokens.planner, body: attempt });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('DOUBLE_BOOKING');
      expect(refused.body.error.details).toEqual([
        expect.objectContaining({
          kind: 'assignment',
          crewItemId: first.item.id,
          project: expect.objectContaining({ id: first.project.id }),
          crew: expect.objectContaining({ id: first.crew.id }),
        }),
      ]);
    }
    expect(await be.countRows(assignments)).toBe(before);
    const booked = await be.call('POST', '/assignments', {
      token: tokens.planner,
      body: { ...body, confirmDoubleBooking: true },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data.status).toBe('requested');
    // The planners' marker on the row; the person sees it under "to confirm".
    const items = await be.call('GET', `/projects/${second.project.id}/crewItems`, { token: tokens.planner });
    expect(items.body.data[0].positions[0].assignment).toMatchObject({ doubleBooked: true, status: 'requested' });
    const toConfirm = await be.call('GET', '/jobs?list=toConfirm', { token: person.token });
    expect(toConfirm.body.data.map((j: { id: number }) => j.id)).toContain(booked.body.data.id);
  });

  it('marks candidates with a blocked date, with the function, and those already on the item', async () => {
    const a = await createLogin(be, tenantId, ['crew']);
    const b = await createLogin(be, tenantId, ['crew']);
    await be.db.insert(personFunctions).values([
      { personId: a.personId, functionId },
      { personId: b.personId, functionId },
    ]);
    const { item } = await newItem({ startDate: '2031-04-04' });
    await be.db
      .insert(blockedDates)
      .values({ tenantId, personId: a.personId, startDate: '2031-04-04', reason: 'Exam' });
    await assign(be, tokens.planner, { crewItemId: item.id, personId: b.personId, status: 'requested' });
    const res = await be.call('GET', `/projectCrewItems/${item.id}/candidates?search=Test`, { token: tokens.planner });
    const byId = new Map(res.body.data.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(a.personId)).toMatchObject({ hasFunction: true, blocked: true, booked: false, onItem: false });
    expect(byId.get(b.personId)).toMatchObject({ hasFunction: true, blocked: false, onItem: true });
    // People with the item's function come first.
    const firstOther = res.body.data.findIndex((c: { hasFunction: boolean }) => !c.hasFunction);
    const lastFitting = res.body.data.map((c: { hasFunction: boolean }) => c.hasFunction).lastIndexOf(true);
    expect(firstOther === -1 || lastFitting < firstOther).toBe(true);
    expect((await be.call('GET', `/projectCrewItems/${item.id}/candidates`, { token: tokens.client })).status).toBe(
      403,
    );
    expect(
      (await be.call('GET', `/projectCrewItems/${item.id}/candidates`, { token: tokens.moyoPlanner, host: HOST_MOYO }))
        .status,
    ).toBe(404);
  });
});

describe("a client's ask for crew", () => {
  it('puts someone who worked for them on a free row as clientRequested and leaves the planners a to-do', async () => {
    const project = await createProject(be, tenantId, { beginDate: '2031-05-01', endDate: '2031-05-02' });
    const crew = (
      await be.call('POST', '/projectCrews', {
        token: tokens.planner,
        body: { projectId: project.id, name: 'Ask crew', startDate: '2031-05-01' },
      })
    ).body.data;
    const item = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2031-05-01' });
    const regulars = await be.call('GET', `/projects/${project.id}/regularCrew`, { token: tokens.client });
    expect(regulars.status).toBe(200);
    expect(regulars.body.data.length).toBeGreaterThan(0);
    expect(Object.keys(regulars.body.data[0]).sort()).toEqual(['id', 'name']);
    const chosen = regulars.body.data[0];
    const todos = await be.countRows(activities);
    const res = await be.call('POST', `/projectCrewItems/${item.id}/clientRequests`, {
      token: tokens.client,
      body: { personId: chosen.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'clientRequested', rowNo: 1, personId: chosen.id });
    expect(await be.countRows(activities)).toBe(todos + 1);
    const [todo] = await be.db
      .select()
      .from(activities)
      .where(and(eq(activities.crewItemId, item.id), eq(activities.projectId, project.id)));
    expect(todo).toMatchObject({ priority: 1, personPartyId: chosen.id });
    expect(todo!.caption).toContain(chosen.name);
    const again = await be.call('POST', `/projectCrewItems/${item.id}/clientRequests`, {
      token: tokens.client,
      body: { personId: chosen.id },
    });
    expect(again.status).toBe(409);
  });

  it('only for people who worked for the client, by the client or a planner, on their own project', async () => {
    const { item, project } = await newItem({ startDate: '2031-05-09' });
    const stranger = await createLogin(be, tenantId, ['crew']);
    const before = await be.countRows(assignments);
    const ask = (token: string, personId: number, host?: string) =>
      be.call('POST', `/projectCrewItems/${item.id}/clientRequests`, { token, body: { personId }, host });
    const refused = await ask(tokens.client, stranger.personId);
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.personId).toBeTruthy();
    expect((await ask(tokens.crew, personIds.crew)).status).toBe(404);
    expect((await ask(tokens.office, personIds.crew)).status).toBe(403);
    expect((await ask(tokens.moyoPlanner, personIds.crew, HOST_MOYO)).status).toBe(404);
    expect((await be.call('GET', `/projects/${project.id}/regularCrew`, { token: tokens.office })).status).toBe(403);
    expect(await be.countRows(assignments)).toBe(before);
    // A planner records it on the client's behalf.
    expect((await ask(tokens.planner, stranger.personId)).body.data.status).toBe('clientRequested');
  });
});
