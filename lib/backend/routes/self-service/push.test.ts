// Web Push end to end: a browser subscription is stored, events of the planning core send a
// message through the job queue, and a local push service decrypts it with our own RFC 8291
// code and verifies its VAPID signature (test-support/push-receiver.ts). Shift reminders go
// out once with two workers on the same database; gone subscriptions are deleted.
import { and, eq } from 'drizzle-orm';
import { pushSubscriptions, tenants, users } from '../../db/schema';
import { jobHandlers } from '../../jobs/handlers';
import { startWorker } from '../../jobs/worker';
import { createMailer } from '../../services/mail';
import { notifyDocumentToSign } from '../../services/notifications/push-events';
import { enqueueDueReminders } from '../../services/notifications/shift-reminders';
import { HOST_MOYO } from '../../test-support/test-backend';
import { startPushReceiver, type TPushReceiver } from '../../test-support/push-receiver';
import { withBackend } from '../../test-support/with-backend';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from '../../test-support/fixtures';
import { utcToZonedDate, utcToZonedTime } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';
import en from '../../../../messages/en.json';
import nl from '../../../../messages/nl.json';
import { clock } from '../../../domain/clock';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner', 'moyoPlanner'] });
let receiver: TPushReceiver;
let tenantId: number;
let functionId: number;
beforeAll(async () => {
  receiver = await startPushReceiver();
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId, 'Stagehand');
});
afterAll(() => receiver.close());
afterEach(() => expect(receiver.failures).toEqual([]));

/** A crew member whose browser is subscribed to the receiver. */
async function subscribed(status = 201) {
  const me = await createLogin(be, tenantId, ['crew']);
  const sub = receiver.subscription(status);
  const res = await be.call('POST', '/setPushNotificationSubscription', { token: me.token, body: sub });
  expect(res.status).toBe(200);
  return { ...me, sub };
}

/** A crew item of the demo tenant on `day` at `start` (tenant time zone), with one row for the person. */
async function itemOn(day: string, start: string, end: string) {
  const { crew } = await createCrew(be, tokens.planner, tenantId, { name: 'Main stage' });
  return createItem(be, tokens.planner, {
    projectCrewId: crew.id,
    functionId,
    startDate: day,
    startTime: start,
    endTime: end,
    rows: 3,
  });
}

describe('push subscriptions', () => {
  it('stores a browser, hands out the VAPID key, and forgets the browser on request', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const before = await be.call('GET', '/pushNotificationSettings', { token: me.token });
    expect(before.body.data).toEqual({ publicKey: be.config.push.vapid.publicKey, reminderMinutes: 120, devices: [] });
    const sub = receiver.subscription();
    const saved = await be.call('POST', '/setPushNotificationSubscription', {
      token: me.token,
      body: sub,
      headers: { 'user-agent': 'Test Browser 1.0' },
    });
    expect(saved.body.data.devices).toEqual([
      { id: expect.any(Number), userAgent: 'Test Browser 1.0', createdAt: expect.any(String), lastSentAt: null },
    ]);
    // Saving the same browser again keeps one row.
    await be.call('POST', '/setPushNotificationSubscription', { token: me.token, body: sub });
    expect((await be.call('GET', '/pushNotificationSettings', { token: me.token })).body.data.devices).toHaveLength(1);

    const off = await be.call('POST', '/deletePushNotificationSubscription', {
      token: me.token,
      body: { endpoint: sub.endpoint },
    });
    expect(off.status).toBe(200);
    expect((await be.call('GET', '/pushNotificationSettings', { token: me.token })).body.data.devices).toEqual([]);
  });

  it("keeps the browser's User-Agent, at most 512 characters of it", async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const long = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0 ${'x'.repeat(2000)}`;
    const saved = await be.call('POST', '/setPushNotificationSubscription', {
      token: me.token,
      body: receiver.subscription(),
      headers: { 'user-agent': long },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.devices[0].userAgent).toBe(long.slice(0, 512));
    const [row] = await be.db
      .select({ userAgent: pushSubscriptions.userAgent })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.personId, me.personId));
    expect(row?.userAgent).toBe(long.slice(0, 512));
  });

  it('refuses endpoints that are no push service, and malformed keys, storing nothing', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const good = receiver.subscription();
    const before = await be.countRows(pushSubscriptions);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, endpoint: 'https://evil.example/push/1' }, 'endpoint'],
      [{ ...good, endpoint: 'http://10.0.0.1/admin' }, 'endpoint'],
      [{ ...good, endpoint: 'javascript:alert(1)' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: 'x'.repeat(40) } }, 'keys.auth'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [body, field] of cases) {
      const res = await be.call('POST', '/setPushNotificationSubscription', { token: me.token, body });
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    expect(await be.countRows(pushSubscriptions)).toBe(before);
  });

  it('is for personal logins only', async () => {
    const pid = await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } });
    const token = pid.body.data?.token as string | undefined;
    if (token) {
      expect((await be.call('GET', '/pushNotificationSettings', { token })).status).toBe(403);
      expect(
        (await be.call('POST', '/setPushNotificationSubscription', { token, body: receiver.subscription() })).status,
      ).toBe(403);
    }
    expect((await be.call('GET', '/pushNotificationSettings')).status).toBe(401);
  });
});

describe('push messages', () => {
  it('sends a new job request, a change and a cancellation, each opening the job', async () => {
    const me = await subscribed();
    const item = await itemOn('2031-03-14', '08:00', '17:00');
    const job = await assign(be, tokens.planner, { crewItemId: item.id, personId: me.personId });
    // Nothing leaves during the request: the message waits in the job queue.
    expect(receiver.messagesTo(me.sub.endpoint)).toEqual([]);
    await be.runJobs();
    const [request] = receiver.messagesTo(me.sub.endpoint);
    expect(request).toEqual({
      kind: 'jobRequest',
      title: en.PushNotifications.jobRequest.title,
      body: expect.stringMatching(/^Stagehand for Project \w+, Fri 14 Mar 08:00–17:00\. Tap to answer\.$/),
      url: `/jobs/${job.id}`,
      tag: `job-${job.id}`,
    });
    const delivery = receiver.received.find((r) => r.path === new URL(me.sub.endpoint).pathname)!;
    expect(delivery.vapid.publicKey).toBe(be.config.push.vapid.publicKey);
    expect(delivery.vapid.claims).toMatchObject({ aud: receiver.origin, sub: 'mailto:test@crewdeck.local' });
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);

    const changed = await be.call('POST', '/projectCrewItemStatus/update', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: item.id, startTime: '09:00' },
    });
    expect(changed.status).toBe(200);
    await be.runJobs();
    await be.call('POST', '/projectCrewItemStatus/notNeeded', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: item.id },
    });
    await be.runJobs();
    expect(receiver.messagesTo(me.sub.endpoint).map((m) => [m.kind, m.url])).toEqual([
      ['jobRequest', `/jobs/${job.id}`],
      ['jobChanged', `/jobs/${job.id}`],
      ['jobCancelled', `/jobs/${job.id}`],
    ]);
    const [row] = await be.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, me.sub.endpoint));
    expect(row!.lastSentAt).not.toBeNull();
  });

  it("speaks the person's language", async () => {
    const me = await subscribed();
    await be.db.update(users).set({ language: 'nl' }).where(eq(users.personId, me.personId));
    const item = await itemOn('2031-03-15', '10:00', '12:00');
    await assign(be, tokens.planner, { crewItemId: item.id, personId: me.personId });
    await be.runJobs();
    expect(receiver.messagesTo(me.sub.endpoint)[0]).toMatchObject({
      title: nl.PushNotifications.jobRequest.title,
      body: expect.stringContaining('Tik om te antwoorden'),
    });
  });

  it('tells of a document to sign through the one function the signing code calls', async () => {
    const me = await subscribed();
    await notifyDocumentToSign(be.db, { tenantId, personId: me.personId, documentId: 4242, title: 'Contract 2031' });
    await notifyDocumentToSign(be.db, { tenantId, personId: me.personId, documentId: 4242, title: 'Contract 2031' });
    await be.runJobs();
    expect(receiver.messagesTo(me.sub.endpoint)).toEqual([
      {
        kind: 'documentToSign',
        title: en.PushNotifications.documentToSign.title,
        body: 'Contract 2031 is waiting for your signature.',
        url: '/documents/4242',
        tag: 'document-4242',
      },
    ]);
  });

  it('deletes a subscription the push service reports gone (410)', async () => {
    const me = await subscribed(410);
    const item = await itemOn('2031-03-16', '10:00', '12:00');
    await assign(be, tokens.planner, { crewItemId: item.id, personId: me.personId });
    await be.runJobs();
    const left = await be.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.personId, me.personId));
    expect(left).toEqual([]);
  });

  it("never reaches another tenant's people", async () => {
    const me = await subscribed();
    const moyo = await be.call('POST', '/projectCrewItemStatus/notNeeded', {
      headers: ANY_VERSION,
      token: tokens.moyoPlanner,
      host: HOST_MOYO,
      body: { id: 1 },
    });
    expect(moyo.status).toBeGreaterThanOrEqual(400);
    await be.runJobs();
    expect(receiver.messagesTo(me.sub.endpoint)).toEqual([]);
  });
});

describe('shift reminders', () => {
  it('remind once before a confirmed shift, with two workers draining the same database', async () => {
    const me = await subscribed();
    const [tenant] = await be.db.select().from(tenants).where(eq(tenants.id, tenantId));
    const zone = tenant!.timezone;
    const now = clock.now();
    const start = new Date(now.getTime() + 60 * 60_000);
    const end = new Date(start.getTime() + 4 * 60 * 60_000);
    const item = await itemOn(utcToZonedDate(start, zone), utcToZonedTime(start, zone), utcToZonedTime(end, zone));
    const job = await assign(be, tokens.planner, { crewItemId: item.id, personId: me.personId, status: 'confirmed' });
    // Somebody requested (not confirmed) gets no reminder.
    const other = await subscribed();
    await assign(be, tokens.planner, { crewItemId: item.id, personId: other.personId });
    await be.runJobs();

    const deps = { db: be.db, config: be.config, mailer: createMailer({ from: 'x@y', log: () => {} }) };
    const workers = [0, 1].map(() => startWorker({ db: be.db, handlers: jobHandlers(deps), pollMs: 0, log: () => {} }));
    const drainAll = async () => {
      for (let ran = 1; ran > 0;) ran = (await Promise.all(workers.map((w) => w.drain()))).reduce((a, b) => a + b, 0);
    };
    // Two backend processes sweep at the same moment, and both workers run what is due.
    const [dueA, dueB] = await Promise.all([enqueueDueReminders(be.db, now), enqueueDueReminders(be.db, now)]);
    expect(dueA).toBeGreaterThanOrEqual(1);
    expect(dueB).toBe(dueA);
    await drainAll();
    // Sweeps a minute later change nothing.
    await enqueueDueReminders(be.db, new Date(now.getTime() + 60_000));
    await drainAll();
    await Promise.all(workers.map((w) => w.stop()));

    const reminders = receiver.messagesTo(me.sub.endpoint).filter((m) => m.kind === 'shiftReminder');
    expect(reminders).toEqual([
      {
        kind: 'shiftReminder',
        title: `Your shift starts at ${new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(start)}`,
        body: expect.stringMatching(/^Stagehand for Project \w+\.$/),
        url: `/jobs/${job.id}`,
        tag: expect.stringMatching(new RegExp(`^reminder-${job.id}-`)),
      },
    ]);
    expect(receiver.messagesTo(other.sub.endpoint).filter((m) => m.kind === 'shiftReminder')).toEqual([]);
    const delivery = receiver.received.find((r) => r.text.includes('shiftReminder'))!;
    expect(delivery.headers.urgency).toBe('high');
    expect(Number(delivery.headers.ttl)).toBeLessThanOrEqual(3600);
  });

  it('sends nothing for a shift that changed or was cancelled before its reminder went out', async () => {
    const me = await subscribed();
    const zone = (await be.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!.timezone;
    const now = clock.now();
    const start = new Date(now.getTime() + 90 * 60_000);
    const item = await itemOn(
      utcToZonedDate(start, zone),
      utcToZonedTime(start, zone),
      utcToZonedTime(new Date(start.getTime() + 3_600_000), zone),
    );
    await assign(be, tokens.planner, { crewItemId: item.id, personId: me.personId, status: 'confirmed' });
    await enqueueDueReminders(be.db, now);
    // Moved to tomorrow before the worker got to it.
    await be.call('POST', '/projectCrewItemStatus/update', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: item.id, startDate: addDays(utcToZonedDate(start, zone), 1) },
    });
    await be.runJobs();
    expect(receiver.messagesTo(me.sub.endpoint).map((m) => m.kind)).toEqual(['jobChanged']);
    const [row] = await be.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.personId, me.personId), eq(pushSubscriptions.tenantId, tenantId)));
    expect(row).toBeDefined();
  });
});
