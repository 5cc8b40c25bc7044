import { eq } from 'drizzle-orm';
import { assignments, projectCrewItems } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { nightShiftAcrossDstChange } from '../../test-support/scenarios';
import { withBackend } from '../../test-support/with-backend';
import {
  assign,
  createCrew,
  createFunction,
  createItem,
  createLogin,
  tenantOfHost,
  tokenPerson,
} from '../../test-support/fixtures';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });
let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId);
});

const itemCount = async () => be.countRows(projectCrewItems);
const statusOf = async (id: number) =>
  (await be.db.select().from(assignments).where(eq(assignments.id, id)))[0]!.status;
const act = (action: string, body: unknown, token = tokens.planner) =>
  be.call('POST', `/projectCrewItemStatus/${action}`, { headers: ANY_VERSION, token, body });

describe('crew item status actions', () => {
  it('creates in design with instants in the tenant time zone, then walks the state machine', async () => {
    const { crew, project } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2030-07-10',
      startTime: '22:00',
      endTime: '06:00',
      catering: 'Dinner',
      comment: 'Night shift',
    });
    expect(item).toMatchObject({
      status: 'design',
      project: { id: project.id },
      crew: { id: crew.id },
      function: { id: functionId },
      startDate: '2030-07-10',
      endDate: null,
      startTime: '22:00',
      endTime: '06:00',
      rows: 2,
      catering: 'Dinner',
      comment: 'Night shift',
      startsAt: '2030-07-10T20:00:00.000Z',
      endsAt: '2030-07-11T04:00:00.000Z',
      cancelled: [],
    });
    expect(item.positions).toEqual([
      { rowNo: 1, assignment: null },
      { rowNo: 2, assignment: null },
    ]);

    const status = async () =>
      (await be.call('GET', `/projectCrewItems/${item.id}/status`, { token: tokens.planner })).body.data;
    expect(await status()).toEqual({
      id: item.id,
      status: 'design',
      allowedActions: ['update', 'activate', 'notNeeded'],
    });

    expect((await act('reactivate', { id: item.id })).status).toBe(409);
    const activated = await act('activate', { id: item.id });
    expect(activated.status).toBe(200);
    expect(activated.body.data.status).toBe('active');
    const again = await act('activate', { id: item.id });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('INVALID_TRANSITION');
    expect((await act('notNeeded', { id: item.id })).body.data.status).toBe('notNeeded');
    expect((await act('notNeeded', { id: item.id })).status).toBe(409);
    expect((await act('activate', { id: item.id })).status).toBe(409);
    expect((await act('reactivate', { id: item.id })).body.data.status).toBe('active');

    // A closed item (closed by the sign-off) can no longer change at all.
    await be.db.update(projectCrewItems).set({ status: 'closed' }).where(eq(projectCrewItems.id, item.id));
    for (const action of ['update', 'activate', 'notNeeded', 'reactivate']) {
      const res = await act(action, { id: item.id, ...(action === 'update' ? { rows: 3 } : {}) });
      expect({ action, status: res.status, code: res.body.error.code }).toEqual({
        action,
        status: 409,
        code: 'INVALID_TRANSITION',
      });
    }
    expect(await status()).toEqual({ id: item.id, status: 'closed', allowedActions: [] });
  });

  it('update recomputes the span and marks people who were told as changed; notNeeded cancels them', async () => {
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2030-08-01',
      rows: 3,
    });
    const [a, b, c] = [
      await createLogin(be, tenantId, ['crew']),
      await createLogin(be, tenantId, ['crew']),
      await createLogin(be, tenantId, ['crew']),
    ];
    const ra = await assign(be, tokens.planner, { crewItemId: item.id, personId: a.personId, status: 'confirmed' });
    const rb = await assign(be, tokens.planner, { crewItemId: item.id, personId: b.personId, status: 'requested' });
    const rc = await assign(be, tokens.planner, { crewItemId: item.id, personId: c.personId, status: 'spare' });

    // Only the row count changes: nobody needs to look again.
    expect((await act('update', { id: item.id, rows: 4 })).body.data.rows).toBe(4);
    expect(await statusOf(ra.id)).toBe('confirmed');

    const res = await act('update', { id: item.id, endDate: '2030-08-02', startTime: '09:30' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'design',
      endDate: '2030-08-02',
      startTime: '09:30',
      endTime: '17:00',
      startsAt: '2030-08-01T07:30:00.000Z',
      endsAt: '2030-08-02T15:00:00.000Z',
    });
    expect([await statusOf(ra.id), await statusOf(rb.id), await statusOf(rc.id)]).toEqual([
      'hasChanged',
      'hasChanged',
      'spare',
    ]);

    const shrink = await act('update', { id: item.id, rows: 2 });
    expect(shrink.status).toBe(422);
    expect(shrink.body.error.fields.rows).toBeTruthy();
    const backwards = await act('update', { id: item.id, endDate: '2030-07-01' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.error.fields.endDate).toBeTruthy();

    const notNeeded = await act('notNeeded', { id: item.id });
    expect(notNeeded.body.data.positions.every((p: { assignment: unknown }) => p.assignment === null)).toBe(true);
    expect(notNeeded.body.data.cancelled).toHaveLength(3);
    expect([await statusOf(ra.id), await statusOf(rb.id), await statusOf(rc.id)]).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect((await act('reactivate', { id: item.id })).body.data.cancelled).toHaveLength(3);
  });

  it('records a no-show only on an active item, after its start, for a person on a row', async () => {
    const chief = await createLogin(be, tenantId, ['crew']);
    const { crew } = await createCrew(be, tokens.planner, tenantId, { crewChiefId: chief.personId });
    const past = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2024-03-01' });
    const future = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2030-09-01',
    });
    const person = await createLogin(be, tenantId, ['crew']);
    const onPast = await assign(be, tokens.planner, {
      crewItemId: past.id,
      personId: person.personId,
      status: 'confirmed',
    });
    const onFuture = await assign(be, tokens.planner, {
      crewItemId: future.id,
      personId: person.personId,
      status: 'confirmed',
    });

    expect((await act('noShow', { id: past.id, assignmentId: onPast.id })).body.error.code).toBe('INVALID_TRANSITION'); // design
    await act('activate', { id: past.id });
    await act('activate', { id: future.id });
    const early = await act('noShow', { id: future.id, assignmentId: onFuture.id });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('INVALID_TRANSITION');
    const wrongItem = await act('noShow', { id: past.id, assignmentId: onFuture.id });
    expect(wrongItem.status).toBe(422);
    expect(wrongItem.body.error.fields.assignmentId).toBeTruthy();
    expect((await act('noShow', { id: past.id, assignmentId: onPast.id }, person.token)).status).toBe(403);

    const chiefStatus = await be.call('GET', `/projectCrewItems/${past.id}/status`, { token: chief.token });
    expect(chiefStatus.body.data.allowedActions).toEqual(['noShow']);
    const ok = await act('noShow', { id: past.id, assignmentId: onPast.id }, chief.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.positions[0].assignment).toMatchObject({ id: onPast.id, status: 'noShow' });
    expect((await act('noShow', { id: past.id, assignmentId: onPast.id })).status).toBe(409);
  });
});

describe('rights, validation and tenants', () => {
  it('forbids crew, clients and office to create or change crew items', async () => {
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2030-10-01' });
    const before = await itemCount();
    for (const user of ['crew@example.com', 'chief@example.com', 'client@example.com', 'office@example.com']) {
      const token = await be.login(user);
      const res = await act(
        'create',
        { projectCrewId: crew.id, functionId, startDate: '2030-10-01', startTime: '08:00', endTime: '12:00', rows: 1 },
        token,
      );
      expect({ user, status: res.status }).toEqual({ user, status: 403 });
      expect((await act('activate', { id: item.id }, token)).status).toBe(403);
    }
    expect(await itemCount()).toBe(before);
  });

  it('rejects malformed payloads on every write with field messages and writes nothing', async () => {
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2030-10-05' });
    const moyoTenant = await tenantOfHost(be, 'moyo.localhost');
    const foreignFunction = await createFunction(be, moyoTenant);
    const base = {
      projectCrewId: crew.id,
      functionId,
      startDate: '2030-10-01',
      startTime: '08:00',
      endTime: '12:00',
      rows: 1,
    };
    const before = await itemCount();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['create', { ...base, rows: 0 }, 'rows'],
      ['create', { ...base, rows: 101 }, 'rows'],
      ['create', { ...base, rows: 1.5 }, 'rows'],
      ['create', { ...base, rows: '2' }, 'rows'],
      ['create', { ...base, startTime: '25:00' }, 'startTime'],
      ['create', { ...base, endTime: 'noon' }, 'endTime'],
      ['create', { ...base, startDate: '2030-02-29' }, 'startDate'],
      ['create', { ...base, endDate: '2030-09-30' }, 'endDate'],
      ['create', { ...base, endDate: '2032-10-01' }, 'endDate'],
      ['create', { ...base, comment: 'x'.repeat(2001) }, 'comment'],
      ['create', { ...base, catering: 'x'.repeat(101) }, 'catering'],
      [
        'create',
        { functionId, startDate: '2030-10-01', startTime: '08:00', endTime: '12:00', rows: 1 },
        'projectCrewId',
      ],
      ['create', { ...base, functionId: foreignFunction }, 'functionId'],
      ['create', { ...base, projectCrewId: 999999 }, 'projectCrewId'],
      ['update', { rows: 2 }, 'id'],
      ['update', { id: item.id, functionId: foreignFunction }, 'functionId'],
      ['update', { id: item.id, startTime: '8am' }, 'startTime'],
      ['update', { id: item.id, unknown: true }, '_'],
      ['activate', { id: 'x' }, 'id'],
      ['notNeeded', {}, 'id'],
      ['reactivate', { id: -1 }, 'id'],
      ['noShow', { id: item.id }, 'assignmentId'],
    ];
    for (const [action, body, field] of cases) {
      const res = await act(action, body);
      expect({ action, body, status: res.status }).toEqual({ action, body, status: 422 });
      const keys = Object.keys(res.body.error.fields);
      if (field === '_') expect(keys.length).toBeGreaterThan(0);
      else expect(keys).toContain(field);
    }
    expect((await act('create', '{"rows":')).status).toBe(400);
    expect(await itemCount()).toBe(before);
    const [row] = await be.db.select().from(projectCrewItems).where(eq(projectCrewItems.id, item.id));
    expect(row).toMatchObject({ status: 'design', rows: 2, startTime: '08:00:00' });
    expect((await act('update', { id: 999999, rows: 1 })).status).toBe(404);
  });

  it('answers 404 to another tenant for every crew item id', async () => {
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2030-10-09' });
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    const moyoFunction = await createFunction(be, await tenantOfHost(be, 'moyo.localhost'));
    const call = (method: string, path: string, body?: unknown) =>
      be.call(method, path, { token: moyo, host: HOST_MOYO, body });
    expect((await call('GET', `/projectCrewItems/${item.id}`)).status).toBe(404);
    expect((await call('GET', `/projectCrewItems/${item.id}/status`)).status).toBe(404);
    for (const action of ['activate', 'notNeeded', 'reactivate'])
      expect((await call('POST', `/projectCrewItemStatus/${action}`, { id: item.id })).status).toBe(404);
    expect((await call('POST', '/projectCrewItemStatus/update', { id: item.id, rows: 5 })).status).toBe(404);
    const create = await call('POST', '/projectCrewItemStatus/create', {
      projectCrewId: crew.id,
      functionId: moyoFunction,
      startDate: '2030-10-01',
      startTime: '08:00',
      endTime: '12:00',
      rows: 1,
    });
    expect(create.status).toBe(422);
    expect(create.body.error.fields.projectCrewId).toBeTruthy();
    const [row] = await be.db.select().from(projectCrewItems).where(eq(projectCrewItems.id, item.id));
    expect(row).toMatchObject({ status: 'design', rows: 2 });
  });
});

describe('a night shift across a daylight-saving change', () => {
  it('keeps its real instants: nine hours the night the clocks go back, seven the night they go forward', async () => {
    const back = await nightShiftAcrossDstChange(be, tokens.planner, { tenantId, functionId, change: 'back' });
    expect(back.item).toMatchObject({
      startDate: '2030-10-26',
      startTime: '22:00',
      endTime: '06:00',
      startsAt: '2030-10-26T20:00:00.000Z', // 22:00 summer time
      endsAt: '2030-10-27T05:00:00.000Z', // 06:00 winter time
    });
    const forward = await nightShiftAcrossDstChange(be, tokens.planner, { tenantId, functionId, change: 'forward' });
    expect(forward.item).toMatchObject({
      startDate: '2031-03-29',
      startsAt: '2031-03-29T21:00:00.000Z', // 22:00 winter time
      endsAt: '2031-03-30T04:00:00.000Z', // 06:00 summer time
    });
  });
});
