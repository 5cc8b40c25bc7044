import { assignments } from '../../db/schema';
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
import { DEFAULT_WORKING_TIME_RULES } from '../../../domain/planning/working-time';

const { be, tokens } = withBackend({ as: ['planner'] });
let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId);
  // Double booking alone: with no rest required, back-to-back shifts are judged by overlap only
  // (working-time-rules.test.ts has the rules).
  const noRest = { ...DEFAULT_WORKING_TIME_RULES, minRestHours: 0 };
  await be.call('PUT', '/workingTimeRules', { token: tokens.planner, headers: ANY_VERSION, body: noRest });
});

const assignmentCount = async () => be.countRows(assignments);
const newItem = async (body: Record<string, unknown>) => {
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  return createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, ...body });
};
const post = (body: unknown, token = tokens.planner) => be.call('POST', '/assignments', { token, body });

describe('POST /assignments', () => {
  it('fills rows in order, one non-cancelled person per row', async () => {
    const item = await newItem({ startDate: '2031-01-05', rows: 2 });
    const [a, b, c] = [
      await createLogin(be, tenantId, ['crew']),
      await createLogin(be, tenantId, ['crew']),
      await createLogin(be, tenantId, ['crew']),
    ];
    const first = await post({ crewItemId: item.id, personId: a.personId });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      crewItemId: item.id,
      rowNo: 1,
      personId: a.personId,
      status: 'requested',
      confirmedAt: null,
    });
    expect((await post({ crewItemId: item.id, personId: a.personId })).status).toBe(409);
    expect((await post({ crewItemId: item.id, personId: b.personId, rowNo: 1 })).status).toBe(409);
    const second = await post({ crewItemId: item.id, personId: b.personId, status: 'confirmed' });
    expect(second.body.data).toMatchObject({ rowNo: 2, status: 'confirmed', confirmedAt: expect.any(String) });
    const full = await post({ crewItemId: item.id, personId: c.personId });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('CONFLICT');

    const cancelled = await be.call('DELETE', `/assignments/${first.body.data.id}`, {
      headers: ANY_VERSION,
      token: tokens.planner,
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await post({ crewItemId: item.id, personId: c.personId })).body.data.rowNo).toBe(1);
  });

  it('answers 409 DOUBLE_BOOKING with details, and books after a second confirmation', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const day = await newItem({ startDate: '2031-02-10', startTime: '08:00', endTime: '16:00' });
    const booked = await assign(be, tokens.planner, {
      crewItemId: day.id,
      personId: person.personId,
      status: 'confirmed',
    });
    const evening = await newItem({ startDate: '2031-02-10', startTime: '15:00', endTime: '16:00' });
    const backToBack = await newItem({ startDate: '2031-02-10', startTime: '16:00', endTime: '20:00' });

    const before = await assignmentCount();
    const clash = await post({ crewItemId: evening.id, personId: person.personId, status: 'requested' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('DOUBLE_BOOKING');
    expect(clash.body.error.details).toEqual([
      expect.objectContaining({
        kind: 'assignment',
        assignmentId: booked.id,
        crewItemId: day.id,
        status: 'confirmed',
        function: { id: functionId, name: expect.any(String) },
        startsAt: '2031-02-10T07:00:00.000Z',
        endsAt: '2031-02-10T15:00:00.000Z',
      }),
    ]);
    expect(await assignmentCount()).toBe(before);

    expect((await post({ crewItemId: backToBack.id, personId: person.personId, status: 'confirmed' })).status).toBe(
      201,
    );
    const forced = await post({
      crewItemId: evening.id,
      personId: person.personId,
      status: 'confirmed',
      confirmDoubleBooking: true,
    });
    expect(forced.status).toBe(201);

    // Both sides of the double booking carry the planners' marker; the back-to-back job does not.
    const marker = async (itemId: number) =>
      (await be.call('GET', `/projectCrewItems/${itemId}`, { token: tokens.planner })).body.data.positions[0].assignment
        .doubleBooked;
    expect([await marker(day.id), await marker(evening.id), await marker(backToBack.id)]).toEqual([true, true, false]);
    const list = await be.call('GET', `/projectCrews/${evening.crew.id}/items`, { token: tokens.planner });
    expect(list.body.data[0].positions[0].assignment).toMatchObject({
      person: { id: person.personId, name: person.name },
      doubleBooked: true,
    });

    // Cancelling one side clears the marker.
    await be.call('DELETE', `/assignments/${forced.body.data.id}`, { headers: ANY_VERSION, token: tokens.planner });
    expect(await marker(day.id)).toBe(false);
  });

  it('ignores requested and cancelled bookings, but sees overnight and multi-day ones', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const requested = await newItem({ startDate: '2031-03-01', startTime: '08:00', endTime: '16:00' });
    await assign(be, tokens.planner, { crewItemId: requested.id, personId: person.personId, status: 'requested' });
    expect(
      (
        await post({
          crewItemId: (await newItem({ startDate: '2031-03-01', startTime: '09:00', endTime: '10:00' })).id,
          personId: person.personId,
          status: 'confirmed',
        })
      ).status,
    ).toBe(201);

    const nights = await newItem({
      startDate: '2031-03-10',
      endDate: '2031-03-12',
      startTime: '22:00',
      endTime: '06:00',
    });
    await assign(be, tokens.planner, { crewItemId: nights.id, personId: person.personId, status: 'confirmed' });
    const afternoon = await newItem({ startDate: '2031-03-11', startTime: '12:00', endTime: '18:00' });
    expect((await post({ crewItemId: afternoon.id, personId: person.personId })).status).toBe(201);
    const morningAfter = await newItem({ startDate: '2031-03-13', startTime: '05:00', endTime: '09:00' });
    const res = await post({ crewItemId: morningAfter.id, personId: person.personId });
    expect(res.status).toBe(409);
    expect(res.body.error.details[0]).toMatchObject({ kind: 'assignment', crewItemId: nights.id });
  });

  it('reports a blocked date of the person as a conflict', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const block = await be.call('POST', '/blockDates', {
      token: person.token,
      body: { startDate: '2031-04-02', endDate: '2031-04-03', reason: 'Wedding' },
    });
    const item = await newItem({ startDate: '2031-04-01', endDate: '2031-04-02' });
    const res = await post({ crewItemId: item.id, personId: person.personId });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('DOUBLE_BOOKING');
    expect(res.body.error.details).toEqual([
      {
        kind: 'blockedDate',
        blockedDateId: block.body.data.id,
        startDate: '2031-04-02',
        endDate: '2031-04-03',
        reason: 'Wedding',
      },
    ]);
    expect((await post({ crewItemId: item.id, personId: person.personId, confirmDoubleBooking: true })).status).toBe(
      201,
    );
  });

  it('counts vacation as a conflict once a planner approves it, and only then', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const asked = await be.call('POST', '/vacationRequests', {
      token: person.token,
      body: { startDate: '2031-06-10', endDate: '2031-06-14', paid: false },
    });
    expect(asked.status).toBe(201);
    const first = await newItem({ startDate: '2031-06-12' });
    // Requested, not yet approved: no conflict.
    expect((await post({ crewItemId: first.id, personId: person.personId })).status).toBe(201);
    const candidates = async (itemId: number) =>
      (
        await be.call('GET', `/projectCrewItems/${itemId}/candidates?search=${encodeURIComponent(person.name)}`, {
          token: tokens.planner,
        })
      ).body.data as Array<{ id: number; blocked: boolean }>;

    const approved = await be.call('POST', `/vacationRequests/${asked.body.data.id}/approve`, {
      headers: ANY_VERSION,
      token: tokens.planner,
    });
    expect(approved.body.data.status).toBe('approved');
    const second = await newItem({ startDate: '2031-06-14', startTime: '09:00', endTime: '12:00' });
    expect((await candidates(second.id)).find((c) => c.id === person.personId)?.blocked).toBe(true);
    const before = await assignmentCount();
    const res = await post({ crewItemId: second.id, personId: person.personId });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('DOUBLE_BOOKING');
    expect(res.body.error.details).toEqual([
      {
        kind: 'vacation',
        vacationRequestId: asked.body.data.id,
        startDate: '2031-06-10',
        endDate: '2031-06-14',
        paid: false,
      },
    ]);
    expect(await assignmentCount()).toBe(before);
    // A day after the vacation is free again.
    const after = await newItem({ startDate: '2031-06-15' });
    expect((await candidates(after.id)).find((c) => c.id === person.personId)?.blocked).toBe(false);
    expect((await post({ crewItemId: after.id, personId: person.personId })).status).toBe(201);

    // Declined again, the conflict is gone.
    await be.call('POST', `/vacationRequests/${asked.body.data.id}/decline`, {
      headers: ANY_VERSION,
      token: tokens.planner,
    });
    expect((await post({ crewItemId: second.id, personId: person.personId })).status).toBe(201);
  });

  it('refuses people on items that are not needed or closed', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const item = await newItem({ startDate: '2031-05-01' });
    await be.call('POST', '/projectCrewItemStatus/notNeeded', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: item.id },
    });
    const res = await post({ crewItemId: item.id, personId: person.personId });
    expect(res.status).toBe(409);
  });
});

describe('rights, validation and tenants', () => {
  it('lets only planners assign people', async () => {
    const item = await newItem({ startDate: '2031-07-01' });
    const crewToken = await be.login('crew@example.com');
    const res = await post({ crewItemId: item.id, personId: tokenPerson(crewToken).personId }, crewToken);
    expect(res.status).toBe(403);
  });

  it('rejects malformed payloads with field messages and writes nothing', async () => {
    const item = await newItem({ startDate: '2031-07-02', rows: 2 });
    const person = await createLogin(be, tenantId, ['crew']);
    const moyoCrew = await be.login('crew@example.com', { host: HOST_MOYO });
    const moyoTenant = await tenantOfHost(be, 'moyo.localhost');
    const before = await assignmentCount();
    const base = { crewItemId: item.id, personId: person.personId };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ personId: person.personId }, 'crewItemId'],
      [{ crewItemId: item.id }, 'personId'],
      [{ ...base, personId: 'me' }, 'personId'],
      [{ ...base, rowNo: 0 }, 'rowNo'],
      [{ ...base, rowNo: 3 }, 'rowNo'],
      [{ ...base, status: 'confirmedWeb' }, 'status'],
      [{ ...base, status: 'x'.repeat(500) }, 'status'],
      [{ ...base, confirmDoubleBooking: 'yes' }, 'confirmDoubleBooking'],
      [{ ...base, crewItemId: 999999 }, 'crewItemId'],
      [{ ...base, personId: tokenPerson(moyoCrew).personId }, 'personId'],
      [{ ...base, note: 'x' }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      const keys = Object.keys(res.body.error.fields);
      if (field === '_') expect(keys.length).toBeGreaterThan(0);
      else expect(keys).toContain(field);
    }
    expect((await post('not json')).status).toBe(400);
    expect(await assignmentCount()).toBe(before);
    expect(moyoTenant).not.toBe(tenantId);
  });

  it('answers 404 to another tenant', async () => {
    const item = await newItem({ startDate: '2031-07-03' });
    const person = await createLogin(be, tenantId, ['crew']);
    const a = await assign(be, tokens.planner, { crewItemId: item.id, personId: person.personId });
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    expect(
      (
        await be.call('PUT', `/assignments/${a.id}`, {
          headers: ANY_VERSION,
          token: moyo,
          host: HOST_MOYO,
          body: { status: 'confirmed' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await be.call('DELETE', `/assignments/${a.id}`, { headers: ANY_VERSION, token: moyo, host: HOST_MOYO })).status,
    ).toBe(404);
    const moyoPerson = tokenPerson(await be.login('crew@example.com', { host: HOST_MOYO })).personId;
    const res = await be.call('POST', '/assignments', {
      token: moyo,
      host: HOST_MOYO,
      body: { crewItemId: item.id, personId: moyoPerson },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.crewItemId).toBeTruthy();
    expect(
      (await be.call('GET', `/projectCrewItems/${item.id}`, { token: tokens.planner })).body.data.positions[0]
        .assignment.status,
    ).toBe('requested');
  });
});

describe('double booking across a daylight-saving change', () => {
  it('counts the extra hour of the night the clocks go back: 05:30 the morning after clashes, 06:00 does not', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const night = await nightShiftAcrossDstChange(be, tokens.planner, {
      tenantId,
      functionId,
      change: 'back',
      personId: person.personId,
    });
    const early = await newItem({ startDate: night.morningAfter, startTime: '05:30', endTime: '09:00' });
    const clash = await post({ crewItemId: early.id, personId: person.personId });
    expect(clash.status).toBe(409);
    expect(clash.body.error.details).toEqual([
      expect.objectContaining({ kind: 'assignment', crewItemId: night.item.id, endsAt: '2030-10-27T05:00:00.000Z' }),
    ]);
    const onTime = await newItem({ startDate: night.morningAfter, startTime: '06:00', endTime: '09:00' });
    expect((await post({ crewItemId: onTime.id, personId: person.personId })).status).toBe(201);
  });
});
