// Calendar feeds: a secret URL per subscription serving jobs, blocked dates and vacation as
// iCalendar, read back with node-ical (an independent parser): events, stable UIDs, the
// tenant's time zone across a DST change, cancelled jobs, conditional requests, and refresh
// and delete killing the old URL. No session is needed; the secret is the key.
import ical from 'node-ical';
import { calendarSubscriptions } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from '../../test-support/fixtures';
import { addDays } from '../../../domain/calendar-days';
import { clock } from '../../../domain/clock';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner', 'crew', 'moyoPlanner'] });
let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId, 'Rigger');
});

const feed = (token: string, headers: Record<string, string> = {}, host?: string) =>
  be.call('GET', `/calendarFeeds/${token}`, { headers, host });

/** The last Sunday of the next March after `today`. */
function nextSpringForward(today: string): string {
  for (const year of [Number(today.slice(0, 4)), Number(today.slice(0, 4)) + 1]) {
    const lastOfMarch = new Date(Date.UTC(year, 2, 31));
    const sunday = addDays(`${year}-03-31`, -lastOfMarch.getUTCDay());
    if (sunday > addDays(today, 1)) return sunday;
  }
  throw new Error('unreachable');
}

type TEvent = ical.VEvent;
const events = (text: string): TEvent[] =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is TEvent => c?.type === 'VEVENT');

describe('calendar subscriptions', () => {
  it('serve jobs, blocked dates and vacation as iCalendar in the tenant time zone', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const created = await be.call('POST', '/publicCalendarSubscriptions', { token: me.token, body: { name: 'Phone' } });
    expect(created.status).toBe(201);
    const sub = created.body.data;
    expect(sub).toMatchObject({
      name: 'Phone',
      personId: me.personId,
      token: expect.stringMatching(/^\d+\.[\w-]{43}$/),
    });

    const today = clock.today('Europe/Amsterdam');
    // A night shift of two nights over the next DST change (last Sunday of March, CET → CEST),
    // inside the feed's year ahead.
    const sunday = nextSpringForward(today);
    const saturday = addDays(sunday, -1);
    const { crew } = await createCrew(be, tokens.planner, tenantId, { name: 'Night crew' });
    const night = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: saturday,
      endDate: sunday,
      startTime: '22:00',
      endTime: '06:00',
      rows: 1,
    });
    const confirmed = await assign(be, tokens.planner, {
      crewItemId: night.id,
      personId: me.personId,
      status: 'confirmed',
    });
    const day = addDays(today, 10);
    const cancelledItem = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: day,
      startTime: '09:00',
      endTime: '12:00',
      rows: 1,
    });
    const cancelled = await assign(be, tokens.planner, { crewItemId: cancelledItem.id, personId: me.personId });
    await be.call('DELETE', `/assignments/${cancelled.id}`, { headers: ANY_VERSION, token: tokens.planner });
    const block = (
      await be.call('POST', '/blockDates', {
        token: me.token,
        body: { startDate: addDays(today, 3), endDate: addDays(today, 4), reason: 'Wedding' },
      })
    ).body.data;
    const vacation = (
      await be.call('POST', '/vacationRequests', {
        token: me.token,
        body: { startDate: addDays(today, 20), endDate: addDays(today, 22), paid: true },
      })
    ).body.data;

    const res = await feed(sub.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const text = res.body as string;
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);

    const byUid = new Map(events(text).map((e) => [e.uid, e]));
    const job = byUid.get(`job-${tenantId}-${confirmed.id}@crewdeck`)!;
    expect(job.summary).toMatch(/^Rigger · Project \w+$/);
    expect(job.status).toBe('CONFIRMED');
    expect((job.start as Date & { tz?: string }).tz).toBe('Europe/Amsterdam');
    // 22:00 CET is 21:00 UTC; the shift ends at 06:00 CEST the next morning (04:00 UTC).
    expect(new Date(job.start).toISOString()).toBe(`${saturday}T21:00:00.000Z`);
    expect(new Date(job.end!).toISOString()).toBe(`${sunday}T04:00:00.000Z`);
    expect(job.rrule?.toString()).toMatch(/FREQ=DAILY;COUNT=2/);
    expect(job.location).toBeUndefined();

    const gone = byUid.get(`job-${tenantId}-${cancelled.id}@crewdeck`)!;
    expect(gone.status).toBe('CANCELLED');
    expect(gone.summary).toMatch(/^Cancelled: /);

    const blocked = byUid.get(`blocked-${tenantId}-${block.id}@crewdeck`)!;
    expect(blocked.summary).toBe('Not available: Wedding');
    expect(blocked.datetype).toBe('date');
    // All-day: DTEND is the day after the last day.
    expect(text).toContain(`DTEND;VALUE=DATE:${addDays(today, 5).replaceAll('-', '')}`);

    const holiday = byUid.get(`vacation-${tenantId}-${vacation.id}@crewdeck`)!;
    expect(holiday.summary).toBe('Paid vacation (requested)');
    expect(holiday.status).toBe('TENTATIVE');

    // Same data, same bytes: the ETag holds, and a conditional request costs nothing.
    const again = await feed(sub.token, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.body).toBeFalsy();
    await be.call('POST', `/vacationRequests/${vacation.id}/approve`, { headers: ANY_VERSION, token: tokens.planner });
    const changed = await feed(sub.token, { 'if-none-match': res.headers.get('etag')! });
    expect(changed.status).toBe(200);
    const approved = events(changed.body).find((e) => e.uid === holiday.uid)!;
    expect(approved.summary).toBe('Paid vacation');
    expect(approved.status).toBe('CONFIRMED');
    // UIDs do not change between fetches: calendar apps update, never duplicate.
    expect(
      events(changed.body)
        .map((e) => e.uid)
        .sort(),
    ).toEqual([...byUid.keys()].sort());
  });

  it('kill the old URL on refresh and the URL on delete', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const sub = (await be.call('POST', '/publicCalendarSubscriptions', { token: me.token, body: { name: 'Laptop' } }))
      .body.data;
    expect((await feed(sub.token)).status).toBe(200);
    const refreshed = await be.call('POST', `/publicCalendarSubscriptions/${sub.id}/refresh`, { token: me.token });
    expect(refreshed.body.data.token).not.toBe(sub.token);
    expect((await feed(sub.token)).status).toBe(404);
    expect((await feed(refreshed.body.data.token)).status).toBe(200);
    expect((await be.call('DELETE', `/publicCalendarSubscriptions/${sub.id}`, { token: me.token })).status).toBe(200);
    expect((await feed(refreshed.body.data.token)).status).toBe(404);
    expect((await be.call('GET', '/publicCalendarSubscriptions', { token: me.token })).body.data).toEqual([]);
  });

  it('are private: tampered and foreign secrets, other tenants and other people get nothing', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const sub = (await be.call('POST', '/publicCalendarSubscriptions', { token: me.token, body: { name: 'Phone' } }))
      .body.data;
    const [id, sig] = sub.token.split('.');
    const flipped = `${id}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect((await feed(flipped)).status).toBe(404);
    expect((await feed('1.short')).status).toBe(422);
    expect((await feed(sub.token, {}, HOST_MOYO)).status).toBe(404);

    // Another crew member cannot touch it; a planner sees that it exists, not its URL.
    expect((await be.call('DELETE', `/publicCalendarSubscriptions/${sub.id}`, { token: tokens.crew })).status).toBe(
      404,
    );
    expect(
      (await be.call('POST', `/publicCalendarSubscriptions/${sub.id}/refresh`, { token: tokens.crew })).status,
    ).toBe(404);
    expect((await be.call('GET', `/persons/${me.personId}/calendarSubscriptions`, { token: tokens.crew })).status).toBe(
      403,
    );
    const planner = await be.call('GET', `/persons/${me.personId}/calendarSubscriptions`, { token: tokens.planner });
    expect(planner.body.data).toEqual([expect.objectContaining({ id: sub.id, token: null })]);
    const own = await be.call('GET', `/persons/${me.personId}/calendarSubscriptions`, { token: me.token });
    expect(own.body.data[0].token).toBe(sub.token);
    const moyo = await be.call('GET', `/persons/${me.personId}/calendarSubscriptions`, {
      token: tokens.moyoPlanner,
      host: HOST_MOYO,
    });
    expect(moyo.status).toBe(404);
  });

  it('refuse bad names and more than ten feeds, writing nothing', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const before = await be.countRows(calendarSubscriptions);
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 'a', extra: 1 }]) {
      const res = await be.call('POST', '/publicCalendarSubscriptions', { token: me.token, body });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
    }
    expect(await be.countRows(calendarSubscriptions)).toBe(before);
    for (let i = 0; i < 10; i++)
      await be.call('POST', '/publicCalendarSubscriptions', { token: me.token, body: { name: `Feed ${i}` } });
    const eleventh = await be.call('POST', '/publicCalendarSubscriptions', { token: me.token, body: { name: 'More' } });
    expect(eleventh.status).toBe(409);
    expect(await be.countRows(calendarSubscriptions)).toBe(before + 10);
  });
});
