import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { liveLocations } from '../db/schema';
import { addDays, utcToZonedDate } from '../../domain/time-zone';
import { createTestCrew, personIdOf, type TTestCrew } from '../services/field-work/test-crew';
import { HOST_MOYO, startTestBackend, type TTestBackend } from '../test-support/test-backend';

let be: TTestBackend;
let crew: TTestCrew;
const tokens: Record<string, string> = {};
const position = { lat: 51.92, lng: 4.48, accuracy: 8 };

beforeAll(async () => {
  be = await startTestBackend();
  const [sam, chris] = await Promise.all(['crew@example.com', 'chief@example.com'].map((e) => personIdOf(be.db, 1, e)));
  const today = utcToZonedDate(new Date(), 'Europe/Amsterdam');
  crew = await createTestCrew(be.db, {
    chiefId: chris!,
    members: [sam!, chris!],
    date: addDays(today, -1),
    endDate: addDays(today, 1),
    startTime: '00:00',
    endTime: '23:59',
  });
  for (const u of ['crew@example.com', 'chief@example.com', 'planner@example.com']) tokens[u] = await be.login(u);
  tokens.moyo = await be.login('planner@example.com', { host: HOST_MOYO });
});
afterAll(async () => {
  await be.close();
});

const url = () => `/projectCrews/${crew.crewId}/liveLocations`;
const share = (who: string, body: unknown) => be.call('POST', url(), { token: tokens[who], body });
const check = (kind: 'checkIns' | 'checkOuts') =>
  be.call('POST', `/projectCrews/${crew.crewId}/${kind}`, {
    token: tokens['chief@example.com'],
    body: { at: new Date(Date.now() - 30000).toISOString(), lat: 51.9, lng: 4.4, clientId: randomUUID() },
  });

describe('live location', () => {
  it('is shared by the crew chief only while on duty', async () => {
    const offDuty = await share('chief@example.com', position);
    expect(offDuty.status).toBe(409);
    expect(offDuty.body.error.message).toMatch(/on duty/);
    expect((await check('checkIns')).status).toBe(201);
    expect((await share('crew@example.com', position)).status).toBe(403);
    const res = await share('chief@example.com', position);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ lat: 51.92, lng: 4.48, accuracy: 8, name: 'Chris Bakker' });
    expect((await check('checkOuts')).status).toBe(201);
    expect((await share('chief@example.com', position)).status).toBe(409);
  });
  it('shows planners and the chief the latest position with its time', async () => {
    const res = await be.call('GET', url(), { token: tokens['planner@example.com'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ lat: 51.92, lng: 4.48, recordedAt: expect.any(String) });
    expect(Math.abs(Date.parse(res.body.data.recordedAt) - Date.now())).toBeLessThan(60000);
    expect((await be.call('GET', url(), { token: tokens['crew@example.com'] })).status).toBe(403);
    expect((await be.call('GET', url(), { token: tokens.moyo, host: HOST_MOYO })).status).toBe(404);
  });
  it('refuses malformed positions with field messages', async () => {
    const [before] = await be.db.select({ n: count() }).from(liveLocations);
    for (const body of [
      {},
      { lat: 91, lng: 4 },
      { lat: 52, lng: -181 },
      { lat: '52', lng: 4 },
      { lat: 52, lng: 4, accuracy: -1 },
      { lat: 52, lng: 4, at: 'now' },
    ]) {
      const res = await share('chief@example.com', body);
      expect([res.status, Object.keys(res.body.error.fields ?? {}).length > 0]).toEqual([422, true]);
    }
    expect((await be.db.select({ n: count() }).from(liveLocations))[0]).toEqual(before);
  });
});
