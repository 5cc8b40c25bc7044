import { count, eq } from 'drizzle-orm';
import { crewRatings } from '../db/schema';
import { addDays, utcToZonedDate } from '../../domain/time-zone';
import { createTestCrew, personIdOf, type TTestCrew } from '../services/field-work/test-crew';
import { HOST_MOYO, startTestBackend, type TTestBackend } from '../test-support/test-backend';

let be: TTestBackend;
let past: TTestCrew, upcoming: TTestCrew;
let sam: number, noor: number, olivia: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  be = await startTestBackend();
  const ids = await Promise.all(
    ['crew@example.com', 'crew.nl@example.com', 'chief@example.com', 'office@example.com'].map((e) =>
      personIdOf(be.db, 1, e),
    ),
  );
  [sam, noor] = ids as [number, number];
  const chris = ids[2]!;
  olivia = ids[3]!;
  const today = utcToZonedDate(new Date(), 'Europe/Amsterdam');
  past = await createTestCrew(be.db, { chiefId: chris, members: [sam, noor], date: addDays(today, -3) });
  upcoming = await createTestCrew(be.db, { chiefId: chris, members: [sam], date: addDays(today, 3) });
  for (const u of ['crew@example.com', 'chief@example.com', 'planner@example.com']) tokens[u] = await be.login(u);
  tokens.moyo = await be.login('planner@example.com', { host: HOST_MOYO });
});
afterAll(async () => {
  await be.close();
});

const rate = (who: string, crewId: number, body: unknown) =>
  be.call('PUT', `/projectCrews/${crewId}/ratings`, { token: tokens[who], body });

describe('crew ratings', () => {
  it('are given by the crew chief or a planner, once per person (rating again replaces it)', async () => {
    expect((await rate('crew@example.com', past.crewId, { personId: noor, rating: 5 })).status).toBe(403);
    const first = await rate('chief@example.com', past.crewId, {
      personId: sam,
      rating: 4,
      comment: 'Quick and careful',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      personId: sam,
      rating: 4,
      comment: 'Quick and careful',
      ratedByName: 'Chris Bakker',
    });
    const second = await rate('planner@example.com', past.crewId, { personId: sam, rating: 5 });
    expect(second.body.data).toMatchObject({ rating: 5, comment: null, ratedByName: 'Pat Jansen' });
    expect(
      await be.db.select({ n: count() }).from(crewRatings).where(eq(crewRatings.projectCrewId, past.crewId)),
    ).toEqual([{ n: 1 }]);
  });
  it('only for members of the crew, and only after their shift ended', async () => {
    const outsider = await rate('chief@example.com', past.crewId, { personId: olivia, rating: 3 });
    expect([outsider.status, outsider.body.error.fields?.personId !== undefined]).toEqual([422, true]);
    const early = await rate('chief@example.com', upcoming.crewId, { personId: sam, rating: 3 });
    expect([early.status, early.body.error.code]).toEqual([409, 'CONFLICT']);
    expect(early.body.error.message).toMatch(/after their shift has ended/);
  });
  it('are listed per crew (chief, planners) and per person (planners)', async () => {
    const crew = await be.call('GET', `/projectCrews/${past.crewId}/ratings`, { token: tokens['chief@example.com'] });
    expect(crew.body.data).toEqual([expect.objectContaining({ personId: sam, rating: 5 })]);
    expect(
      (await be.call('GET', `/projectCrews/${past.crewId}/ratings`, { token: tokens['crew@example.com'] })).status,
    ).toBe(403);
    const person = await be.call('GET', `/crewMember/${sam}/crewRatings`, { token: tokens['planner@example.com'] });
    expect(person.body.data).toEqual([
      expect.objectContaining({ projectCrewId: past.crewId, rating: 5, crewName: 'Test crew' }),
    ]);
    expect(
      (await be.call('GET', `/crewMember/${sam}/crewRatings`, { token: tokens['chief@example.com'] })).status,
    ).toBe(403);
    expect(
      (await be.call('GET', `/crewMember/${sam}/crewRatings`, { token: tokens.moyo, host: HOST_MOYO })).status,
    ).toBe(404);
    expect((await rate('moyo', past.crewId, { personId: sam, rating: 1 })).status).toBe(404);
  });
  it('refuse malformed ratings with field messages', async () => {
    const [before] = await be.db.select().from(crewRatings).where(eq(crewRatings.projectCrewId, past.crewId));
    for (const body of [
      {},
      { personId: sam, rating: 0 },
      { personId: sam, rating: 6 },
      { personId: sam, rating: 3.5 },
      { personId: sam, rating: 3, comment: 'x'.repeat(501) },
      { personId: 'sam', rating: 3 },
    ]) {
      const res = await rate('planner@example.com', past.crewId, body);
      expect([res.status, Object.keys(res.body.error.fields ?? {}).length > 0]).toEqual([422, true]);
    }
    expect((await be.db.select().from(crewRatings).where(eq(crewRatings.projectCrewId, past.crewId)))[0]).toEqual(
      before,
    );
  });
});
