import { randomUUID } from 'node:crypto';
import { liveLocations } from '../../db/schema';
import { addDays } from '../../../domain/calendar-days';
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { clock } from '../../../domain/clock';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'chief', 'planner', 'moyoPlanner'] });
type TWho = keyof typeof tokens;
let crew: TTestCrew;
const position = { lat: 51.92, lng: 4.48, accuracy: 8 };

beforeAll(async () => {
  const today = clock.today('Europe/Amsterdam');
  crew = await crewWithChiefAndMembers(be, {
    chiefId: personIds.chief,
    members: [personIds.crew, personIds.chief],
    date: addDays(today, -1),
    endDate: addDays(today, 1),
    startTime: '00:00',
    endTime: '23:59',
  });
});

const url = () => `/projectCrews/${crew.crewId}/liveLocations`;
const share = (who: TWho, body: unknown) => be.call('POST', url(), { token: tokens[who], body });
const check = (kind: 'checkIns' | 'checkOuts') =>
  be.call('POST', `/projectCrews/${crew.crewId}/${kind}`, {
    token: tokens.chief,
    body: { at: new Date(clock.nowMs() - 30000).toISOString(), lat: 51.9, lng: 4.4, clientId: randomUUID() },
  });

describe('live location', () => {
  it('is shared by the crew chief only while on duty', async () => {
    const offDuty = await share('chief', position);
    expect(offDuty.status).toBe(409);
    expect(offDuty.body.error.message).toMatch(/on duty/);
    expect((await check('checkIns')).status).toBe(201);
    expect((await share('crew', position)).status).toBe(403);
    const res = await share('chief', position);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ lat: 51.92, lng: 4.48, accuracy: 8, name: 'Chris Bakker' });
    expect((await check('checkOuts')).status).toBe(201);
    expect((await share('chief', position)).status).toBe(409);
  });
  it('shows planners and the chief the latest position with its time', async () => {
    const res = await be.call('GET', url(), { token: tokens.planner });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ lat: 51.92, lng: 4.48, recordedAt: expect.any(String) });
    expect(Math.abs(Date.parse(res.body.data.recordedAt) - clock.nowMs())).toBeLessThan(60000);
    expect((await be.call('GET', url(), { token: tokens.crew })).status).toBe(403);
    expect((await be.call('GET', url(), { token: tokens.moyoPlanner, host: HOST_MOYO })).status).toBe(404);
  });
  it('refuses malformed positions with field messages', async () => {
    const before = await be.countRows(liveLocations);
    for (const body of [
      {},
      { lat: 91, lng: 4 },
      { lat: 52, lng: -181 },
      { lat: '52', lng: 4 },
      { lat: 52, lng: 4, accuracy: -1 },
      { lat: 52, lng: 4, at: 'now' },
    ]) {
      const res = await share('chief', body);
      expect([res.status, Object.keys(res.body.error.fields ?? {}).length > 0]).toEqual([422, true]);
    }
    expect(await be.countRows(liveLocations)).toBe(before);
  });
});
