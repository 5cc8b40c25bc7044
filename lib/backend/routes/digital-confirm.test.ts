import { count } from 'drizzle-orm';
import { digitalConfirmations } from '../db/schema';
import { createTestCrew, personIdOf, type TTestCrew } from '../services/field-work/test-crew';
import { HOST_MOYO, startTestBackend, type TTestBackend } from '../test-support/test-backend';

let be: TTestBackend;
let crew: TTestCrew;
const tokens: Record<string, string> = {};
const D = '2026-01-08';

beforeAll(async () => {
  be = await startTestBackend();
  const [sam, chris] = await Promise.all(['crew@example.com', 'chief@example.com'].map((e) => personIdOf(be.db, 1, e)));
  crew = await createTestCrew(be.db, { chiefId: chris!, members: [sam!], date: D, endDate: '2026-01-09' });
  for (const u of [
    'crew@example.com',
    'chief@example.com',
    'client@example.com',
    'planner@example.com',
    'office@example.com',
  ])
    tokens[u] = await be.login(u);
  tokens.moyo = await be.login('planner@example.com', { host: HOST_MOYO });
});
afterAll(async () => {
  await be.close();
});

const url = () => `/projectCrews/${crew.crewId}/digitalConfirm`;

describe('digital confirmation', () => {
  it('is given by the client once per day; crew members and outsiders may not', async () => {
    expect(
      (await be.call('POST', url(), { token: tokens['crew@example.com'], body: { date: D, name: 'Sam' } })).status,
    ).toBe(403);
    expect(
      (await be.call('POST', url(), { token: tokens['office@example.com'], body: { date: D, name: 'Olivia' } })).status,
    ).toBe(404);
    expect(
      (await be.call('POST', url(), { token: tokens.moyo, host: HOST_MOYO, body: { date: D, name: 'Fleur' } })).status,
    ).toBe(404);
    const res = await be.call('POST', url(), {
      token: tokens['client@example.com'],
      body: { date: D, name: 'Casey Smit', comment: 'All good' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ date: D, name: 'Casey Smit', comment: 'All good' });
    const again = await be.call('POST', url(), {
      token: tokens['chief@example.com'],
      body: { date: D, name: 'Casey Smit' },
    });
    expect(again.status).toBe(409);
    const chief = await be.call('POST', url(), {
      token: tokens['chief@example.com'],
      body: { date: '2026-01-09', name: "Casey on the chief's phone" },
    });
    expect(chief.status).toBe(201);
  });
  it('is read back per day', async () => {
    const res = await be.call('GET', `${url()}?date=${D}`, { token: tokens['planner@example.com'] });
    expect(res.body.data).toMatchObject({ name: 'Casey Smit' });
    expect(
      (await be.call('GET', `${url()}?date=2026-01-07`, { token: tokens['client@example.com'] })).body.data,
    ).toBeNull();
  });
  it('refuses days the crew does not work and malformed bodies', async () => {
    const [before] = await be.db.select({ n: count() }).from(digitalConfirmations);
    const cases: [unknown, string][] = [
      [{ date: '2026-01-10', name: 'Casey' }, 'date'],
      [{ date: '2026-02-30', name: 'Casey' }, 'date'],
      [{ date: D }, 'name'],
      [{ date: D, name: '' }, 'name'],
      [{ date: D, name: 'x'.repeat(121) }, 'name'],
      [{ date: D, name: 'C', comment: 'x'.repeat(1001) }, 'comment'],
    ];
    for (const [body, field] of cases) {
      const res = await be.call('POST', url(), { token: tokens['planner@example.com'], body });
      expect([res.status, res.body.error.fields?.[field] !== undefined]).toEqual([422, true]);
    }
    expect((await be.db.select({ n: count() }).from(digitalConfirmations))[0]).toEqual(before);
  });
});
