import { digitalConfirmations } from '../../db/schema';
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({
  as: ['crew', 'chief', 'client', 'planner', 'office', 'moyoPlanner'],
});
let crew: TTestCrew;
const D = '2026-01-08';

beforeAll(async () => {
  crew = await crewWithChiefAndMembers(be, {
    chiefId: personIds.chief,
    members: [personIds.crew],
    date: D,
    endDate: '2026-01-09',
  });
});

const url = () => `/projectCrews/${crew.crewId}/digitalConfirm`;

describe('digital confirmation', () => {
  it('is given by the client once per day; crew members and outsiders may not', async () => {
    expect((await be.call('POST', url(), { token: tokens.crew, body: { date: D, name: 'Sam' } })).status).toBe(403);
    expect((await be.call('POST', url(), { token: tokens.office, body: { date: D, name: 'Olivia' } })).status).toBe(
      404,
    );
    expect(
      (await be.call('POST', url(), { token: tokens.moyoPlanner, host: HOST_MOYO, body: { date: D, name: 'Fleur' } }))
        .status,
    ).toBe(404);
    const res = await be.call('POST', url(), {
      token: tokens.client,
      body: { date: D, name: 'Casey Smit', comment: 'All good' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ date: D, name: 'Casey Smit', comment: 'All good' });
    const again = await be.call('POST', url(), {
      token: tokens.chief,
      body: { date: D, name: 'Casey Smit' },
    });
    expect(again.status).toBe(409);
    const chief = await be.call('POST', url(), {
      token: tokens.chief,
      body: { date: '2026-01-09', name: "Casey on the chief's phone" },
    });
    expect(chief.status).toBe(201);
  });
  it('is read back per day', async () => {
    const res = await be.call('GET', `${url()}?date=${D}`, { token: tokens.planner });
    expect(res.body.data).toMatchObject({ name: 'Casey Smit' });
    expect((await be.call('GET', `${url()}?date=2026-01-07`, { token: tokens.client })).body.data).toBeNull();
  });
  it('refuses days the crew does not work and malformed bodies', async () => {
    const before = await be.countRows(digitalConfirmations);
    const cases: [unknown, string][] = [
      [{ date: '2026-01-10', name: 'Casey' }, 'date'],
      [{ date: '2026-02-30', name: 'Casey' }, 'date'],
      [{ date: D }, 'name'],
      [{ date: D, name: '' }, 'name'],
      [{ date: D, name: 'x'.repeat(121) }, 'name'],
      [{ date: D, name: 'C', comment: 'x'.repeat(1001) }, 'comment'],
    ];
    for (const [body, field] of cases) {
      const res = await be.call('POST', url(), { token: tokens.planner, body });
      expect([res.status, res.body.error.fields?.[field] !== undefined]).toEqual([422, true]);
    }
    expect(await be.countRows(digitalConfirmations)).toBe(before);
  });
});
