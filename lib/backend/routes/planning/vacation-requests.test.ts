// Vacation requests: crew ask (half days, paid or unpaid) and withdraw while requested;
// planners approve or decline; nobody sees another person's; bad input changes nothing.
// And the personal calendar that shows them beside jobs and blocked dates, with overlaps.
import { eq } from 'drizzle-orm';
import { vacationRequests } from '../../db/schema';
import type { TPersonalCalendar } from '../../../domain/planning';
import { HOST_MOYO } from '../../test-support/test-backend';
import { ANY_VERSION } from '../../test-support/versions';
import { withBackend } from '../../test-support/with-backend';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from '../../test-support/fixtures';

const { be, tokens } = withBackend({ as: ['planner', 'crew', 'client', 'moyoPlanner'] });
let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId);
});

const ask = (token: string, body: Record<string, unknown>) => be.call('POST', '/vacationRequests', { token, body });

describe('vacation requests', () => {
  it('lets a crew member ask, see and withdraw their own, counting half days', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const a = await ask(me.token, {
      startDate: '2031-07-06',
      endDate: '2031-07-10',
      startHalfDay: true,
      paid: true,
      comment: 'Family holiday',
    });
    expect(a.status).toBe(201);
    expect(a.body.data).toEqual({
      id: expect.any(Number),
      version: 1,
      person: { id: me.personId, name: me.name },
      startDate: '2031-07-06',
      endDate: '2031-07-10',
      startHalfDay: true,
      endHalfDay: false,
      paid: true,
      status: 'requested',
      comment: 'Family holiday',
      days: 4.5,
      createdAt: expect.any(String),
      decidedAt: null,
      decidedBy: null,
    });
    const b = await ask(me.token, { startDate: '2031-08-01', endDate: '2031-08-01', endHalfDay: true, paid: false });
    expect(b.body.data).toMatchObject({ days: 0.5, paid: false, comment: null });

    const list = await be.call('GET', '/vacationRequests', { token: me.token });
    expect(list.body.data.map((v: { id: number }) => v.id)).toEqual([a.body.data.id, b.body.data.id]);
    const july = await be.call('GET', '/vacationRequests?from=2031-07-10&to=2031-07-31', { token: me.token });
    expect(july.body.data.map((v: { id: number }) => v.id)).toEqual([a.body.data.id]);

    expect((await be.call('DELETE', `/vacationRequests/${b.body.data.id}`, { token: me.token })).status).toBe(200);
    expect((await be.call('DELETE', `/vacationRequests/${b.body.data.id}`, { token: me.token })).status).toBe(404);
    expect((await be.call('GET', '/vacationRequests', { token: me.token })).body.data).toHaveLength(1);
  });

  it('cannot be withdrawn once a planner decided; planners approve, decline and change their mind', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const req = (await ask(me.token, { startDate: '2031-09-01', endDate: '2031-09-05', paid: true })).body.data;
    const approve = await be.call('POST', `/vacationRequests/${req.id}/approve`, {
      headers: ANY_VERSION,
      token: tokens.planner,
    });
    expect(approve.body.data).toMatchObject({
      status: 'approved',
      decidedAt: expect.any(String),
      decidedBy: { id: tokenPerson(tokens.planner).personId, name: 'Pat Jansen' },
    });
    expect(
      (await be.call('POST', `/vacationRequests/${req.id}/approve`, { headers: ANY_VERSION, token: tokens.planner }))
        .status,
    ).toBe(409);
    const withdraw = await be.call('DELETE', `/vacationRequests/${req.id}`, { token: me.token });
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.error.code).toBe('INVALID_TRANSITION');
    const decline = await be.call('POST', `/vacationRequests/${req.id}/decline`, {
      headers: ANY_VERSION,
      token: tokens.planner,
    });
    expect(decline.body.data.status).toBe('declined');
    // Crew may not decide, whatever they send.
    const self = await be.call('POST', `/vacationRequests/${req.id}/approve`, {
      headers: ANY_VERSION,
      token: me.token,
      body: { x: 1 },
    });
    expect(self.status).toBe(403);
  });

  it('refuses days already asked for, days in the past, and bad input, writing nothing', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    await ask(me.token, { startDate: '2031-10-10', endDate: '2031-10-12', paid: true });
    const before = await be.countRows(vacationRequests);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startDate: '2031-10-12', endDate: '2031-10-14', paid: true }, 'startDate'],
      [{ startDate: '2020-01-01', endDate: '2020-01-02', paid: true }, 'startDate'],
      [{ startDate: '2031-11-02', endDate: '2031-11-01', paid: true }, 'endDate'],
      [
        { startDate: '2031-11-02', endDate: '2031-11-02', startHalfDay: true, endHalfDay: true, paid: true },
        'endHalfDay',
      ],
      [{ startDate: '2031-11-02', endDate: '2032-12-02', paid: true }, 'endDate'],
      [{ startDate: '2031-11-02', endDate: '2031-11-03' }, 'paid'],
      [{ startDate: '2031-02-30', endDate: '2031-03-01', paid: true }, 'startDate'],
      [{ startDate: '2031-11-02', endDate: '2031-11-03', paid: 'yes' }, 'paid'],
      [{ startDate: '2031-11-02', endDate: '2031-11-03', paid: true, comment: 'x'.repeat(501) }, 'comment'],
      [{ startDate: '2031-11-02', endDate: '2031-11-03', paid: true, status: 'approved' }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await ask(me.token, body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      const keys = Object.keys(res.body.error.fields);
      if (field === '_') expect(keys.length).toBeGreaterThan(0);
      else expect(keys).toContain(field);
    }
    // Someone else's request, or one of another person through personId, is not theirs to touch.
    const other = await createLogin(be, tenantId, ['crew']);
    const theirs = (await ask(other.token, { startDate: '2031-12-01', endDate: '2031-12-02', paid: true })).body.data;
    expect((await be.call('DELETE', `/vacationRequests/${theirs.id}`, { token: me.token })).status).toBe(404);
    expect((await be.call('GET', `/vacationRequests?personId=${other.personId}`, { token: me.token })).status).toBe(
      403,
    );
    const forOther = await ask(me.token, {
      startDate: '2031-12-10',
      endDate: '2031-12-11',
      paid: true,
      personId: other.personId,
    });
    expect(forOther.status).toBe(403);
    expect(await be.countRows(vacationRequests)).toBe(before + 1);
  });

  it("lets planners ask for anyone, any day, and see everyone's", async () => {
    const other = await createLogin(be, tenantId, ['crew']);
    const res = await ask(tokens.planner, {
      startDate: '2020-05-01',
      endDate: '2020-05-02',
      paid: false,
      personId: other.personId,
    });
    expect(res.status).toBe(201);
    const seen = await be.call('GET', `/vacationRequests?personId=${other.personId}&status=requested`, {
      token: tokens.planner,
    });
    expect(seen.body.data.map((v: { id: number }) => v.id)).toEqual([res.body.data.id]);
  });

  it('answers 404 to another tenant', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const mine = (await ask(me.token, { startDate: '2031-06-01', endDate: '2031-06-02', paid: true })).body.data;
    const moyo = { token: tokens.moyoPlanner, host: HOST_MOYO };
    expect((await be.call('POST', `/vacationRequests/${mine.id}/approve`, moyo)).status).toBe(404);
    expect((await be.call('GET', `/vacationRequests?personId=${me.personId}`, moyo)).body.data).toEqual([]);
    const forForeign = await be.call('POST', '/vacationRequests', {
      ...moyo,
      body: { startDate: '2031-06-01', endDate: '2031-06-02', paid: true, personId: me.personId },
    });
    expect(forForeign.status).toBe(422);
    const [row] = await be.db.select().from(vacationRequests).where(eq(vacationRequests.id, mine.id));
    expect(row!.status).toBe('requested');
  });
});

describe('GET /vacationRequests/review', () => {
  const review = (query: string, token = tokens.planner, host?: string) =>
    be.call('GET', `/vacationRequests/review${query}`, { token, host });

  it('lists the requests to decide on with the confirmed jobs on their days, for planners only', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = (startDate: string, endDate?: string) =>
      createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, rows: 1, startDate, endDate });
    const onIt = await assign(be, tokens.planner, {
      crewItemId: (await item('2031-04-05', '2031-04-08')).id,
      personId: me.personId,
      status: 'confirmed',
    });
    // Asked only, or on other days: no clash.
    await assign(be, tokens.planner, { crewItemId: (await item('2031-04-09')).id, personId: me.personId });
    await assign(be, tokens.planner, {
      crewItemId: (await item('2031-04-15')).id,
      personId: me.personId,
      status: 'confirmed',
    });
    const clashing = (
      await ask(me.token, { startDate: '2031-04-08', endDate: '2031-04-10', startHalfDay: true, paid: false })
    ).body.data;
    const calm = (await ask(me.token, { startDate: '2031-04-20', endDate: '2031-04-21', paid: true })).body.data;

    const res = await review(`?personId=${me.personId}`);
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(2);
    expect(res.body.data.map((v: { id: number }) => v.id)).toEqual([clashing.id, calm.id]);
    expect(res.body.data[0]).toMatchObject({
      person: { id: me.personId, name: me.name },
      startHalfDay: true,
      paid: false,
      status: 'requested',
      days: 2.5,
      clashes: [
        {
          assignmentId: onIt.id,
          crew: { id: crew.id },
          startDate: '2031-04-05',
          endDate: '2031-04-08',
          startTime: '08:00',
          endTime: '17:00',
        },
      ],
    });
    expect(res.body.data[1].clashes).toEqual([]);

    // Decided requests leave the list; they can be listed by their status.
    await be.call('POST', `/vacationRequests/${clashing.id}/approve`, { headers: ANY_VERSION, token: tokens.planner });
    await be.call('POST', `/vacationRequests/${calm.id}/decline`, { headers: ANY_VERSION, token: tokens.planner });
    expect((await review(`?personId=${me.personId}`)).body.data).toEqual([]);
    const approved = await review(`?personId=${me.personId}&status=approved`);
    expect(approved.body.data.map((v: { id: number; status: string }) => [v.id, v.status])).toEqual([
      [clashing.id, 'approved'],
    ]);
    // Everyone's requests for the planners; nobody else's list.
    const all = await review('?limit=1000');
    expect(all.body.data.every((v: { status: string }) => v.status === 'requested')).toBe(true);
    for (const token of [tokens.crew, tokens.client, me.token]) expect((await review('', token)).status).toBe(403);
    expect((await review('?status=maybe')).status).toBe(422);
  });

  it("never shows another tenant's requests", async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    await ask(me.token, { startDate: '2031-03-03', endDate: '2031-03-04', paid: true });
    const moyo = await review(`?personId=${me.personId}`, tokens.moyoPlanner, HOST_MOYO);
    expect(moyo.status).toBe(200);
    expect(moyo.body.data).toEqual([]);
    const everything = await review('?limit=1000', tokens.moyoPlanner, HOST_MOYO);
    expect(everything.body.data.map((v: { person: { id: number } }) => v.person.id)).not.toContain(me.personId);
  });
});

describe('personal calendar', () => {
  it('shows jobs, blocked dates and vacation of a period, marking overlaps and collisions', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = (body: Record<string, unknown>) =>
      createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, rows: 1, ...body });
    const confirmed = await assign(be, tokens.planner, {
      crewItemId: (await item({ startDate: '2031-05-05', startTime: '08:00', endTime: '17:00' })).id,
      personId: me.personId,
      status: 'confirmed',
    });
    // Asked for the same day from 16:00: it overlaps the confirmed job (a planner booked it anyway).
    const requested = await assign(be, tokens.planner, {
      crewItemId: (await item({ startDate: '2031-05-05', startTime: '16:00', endTime: '22:00' })).id,
      personId: me.personId,
      confirmDoubleBooking: true,
    });
    const alone = await assign(be, tokens.planner, {
      crewItemId: (await item({ startDate: '2031-05-20', startTime: '08:00', endTime: '12:00' })).id,
      personId: me.personId,
    });
    const block = await be.call('POST', '/blockDates', {
      token: me.token,
      body: { startDate: '2031-05-05', reason: 'Dentist' },
    });
    const free = await be.call('POST', '/blockDates', { token: me.token, body: { startDate: '2031-05-12' } });
    const trip = (await ask(me.token, { startDate: '2031-05-25', endDate: '2031-05-27', paid: true })).body.data;
    // Next month: not in May.
    await ask(me.token, { startDate: '2031-06-10', endDate: '2031-06-11', paid: true });

    const res = await be.call('GET', `/persons/${me.personId}/calendar?from=2031-05-01&to=2031-05-31`, {
      token: me.token,
    });
    expect(res.status).toBe(200);
    const cal = res.body.data as TPersonalCalendar;
    expect(cal).toMatchObject({
      personId: me.personId,
      from: '2031-05-01',
      to: '2031-05-31',
      timeZone: 'Europe/Amsterdam',
    });
    expect(cal.jobs.map((j) => [j.id, j.tone, j.overlaps])).toEqual([
      [confirmed.id, 'confirmed', true],
      [requested.id, 'requested', true],
      [alone.id, 'requested', false],
    ]);
    expect(cal.jobs[0]).toMatchObject({ startTime: '08:00', endTime: '17:00', startsAt: '2031-05-05T06:00:00.000Z' });
    expect(cal.blockedDates.map((b) => [b.id, b.collidesWithJob])).toEqual([
      [block.body.data.id, true],
      [free.body.data.id, false],
    ]);
    expect(cal.vacationRequests.map((v) => [v.id, v.overlaps, v.days])).toEqual([[trip.id, false, 3]]);

    // Without a period: this month. A planner may look; another crew member may not.
    expect((await be.call('GET', `/persons/${me.personId}/calendar`, { token: me.token })).status).toBe(200);
    expect((await be.call('GET', `/persons/${me.personId}/calendar`, { token: tokens.planner })).status).toBe(200);
    expect((await be.call('GET', `/persons/${me.personId}/calendar`, { token: tokens.crew })).status).toBe(403);
    const bad = await be.call('GET', `/persons/${me.personId}/calendar?from=2031-05-31&to=2031-05-01`, {
      token: me.token,
    });
    expect(bad.status).toBe(422);
    expect(
      (await be.call('GET', `/persons/${me.personId}/calendar`, { token: tokens.moyoPlanner, host: HOST_MOYO })).status,
    ).toBe(404);
  });
});
