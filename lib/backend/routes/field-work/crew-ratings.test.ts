import { count, eq } from 'drizzle-orm';
import { crewRatings } from '../../db/schema';
import { addDays } from '../../../domain/calendar-days';
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { clock } from '../../../domain/clock';

const { be, tokens, personIds } = withBackend({
  as: ['crew', 'crewNl', 'chief', 'planner', 'office', 'moyoPlanner'],
});
type TWho = keyof typeof tokens;
let past: TTestCrew, upcoming: TTestCrew;

beforeAll(async () => {
  const today = clock.today('Europe/Amsterdam');
  const { chief, crew, crewNl } = personIds;
  past = await crewWithChiefAndMembers(be, { chiefId: chief, members: [crew, crewNl], date: addDays(today, -3) });
  upcoming = await crewWithChiefAndMembers(be, { chiefId: chief, members: [crew], date: addDays(today, 3) });
});

const rate = (who: TWho, crewId: number, body: unknown) =>
  be.call('PUT', `/projectCrews/${crewId}/ratings`, { token: tokens[who], body });

describe('crew ratings', () => {
  it('are given by the crew chief or a planner, once per person (rating again replaces it)', async () => {
    expect((await rate('crew', past.crewId, { personId: personIds.crewNl, rating: 5 })).status).toBe(403);
    const first = await rate('chief', past.crewId, {
      personId: personIds.crew,
      rating: 4,
      comment: 'Quick and careful',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      personId: personIds.crew,
      rating: 4,
      comment: 'Quick and careful',
      ratedByName: 'Chris Bakker',
    });
    const second = await rate('planner', past.crewId, { personId: personIds.crew, rating: 5 });
    expect(second.body.data).toMatchObject({ rating: 5, comment: null, ratedByName: 'Pat Jansen' });
    expect(
      await be.db.select({ n: count() }).from(crewRatings).where(eq(crewRatings.projectCrewId, past.crewId)),
    ).toEqual([{ n: 1 }]);
  });
  it('only for members of the crew, and only after their shift ended', async () => {
    const outsider = await rate('chief', past.crewId, { personId: personIds.office, rating: 3 });
    expect([outsider.status, outsider.body.error.fields?.personId !== undefined]).toEqual([422, true]);
    const early = await rate('chief', upcoming.crewId, { personId: personIds.crew, rating: 3 });
    expect([early.status, early.body.error.code]).toEqual([409, 'CONFLICT']);
    expect(early.body.error.message).toMatch(/after their shift has ended/);
  });
  it('are listed per crew (chief, planners) and per person (planners)', async () => {
    const crew = await be.call('GET', `/projectCrews/${past.crewId}/ratings`, { token: tokens.chief });
    expect(crew.body.data).toEqual([expect.objectContaining({ personId: personIds.crew, rating: 5 })]);
    expect((await be.call('GET', `/projectCrews/${past.crewId}/ratings`, { token: tokens.crew })).status).toBe(403);
    const person = await be.call('GET', `/crewMember/${personIds.crew}/crewRatings`, { token: tokens.planner });
    expect(person.body.data).toEqual([
      expect.objectContaining({ projectCrewId: past.crewId, rating: 5, crewName: 'Test crew' }),
    ]);
    expect((await be.call('GET', `/crewMember/${personIds.crew}/crewRatings`, { token: tokens.chief })).status).toBe(
      403,
    );
    expect(
      (
        await be.call('GET', `/crewMember/${personIds.crew}/crewRatings`, {
          token: tokens.moyoPlanner,
          host: HOST_MOYO,
        })
      ).status,
    ).toBe(404);
    expect((await rate('moyoPlanner', past.crewId, { personId: personIds.crew, rating: 1 })).status).toBe(404);
  });
  it('refuse malformed ratings with field messages', async () => {
    const [before] = await be.db.select().from(crewRatings).where(eq(crewRatings.projectCrewId, past.crewId));
    for (const body of [
      {},
      { personId: personIds.crew, rating: 0 },
      { personId: personIds.crew, rating: 6 },
      { personId: personIds.crew, rating: 3.5 },
      { personId: personIds.crew, rating: 3, comment: 'x'.repeat(501) },
      { personId: 'sam', rating: 3 },
    ]) {
      const res = await rate('planner', past.crewId, body);
      expect([res.status, Object.keys(res.body.error.fields ?? {}).length > 0]).toEqual([422, true]);
    }
    expect((await be.db.select().from(crewRatings).where(eq(crewRatings.projectCrewId, past.crewId)))[0]).toEqual(
      before,
    );
  });
});
