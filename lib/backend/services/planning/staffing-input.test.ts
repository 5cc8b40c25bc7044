// The staffing model's input read from the database, and solved: the open rows of the tenant's
// staffable crew items, only people with the function whom nothing stands against as candidates
// (the others kept apart with what stands against them), ranked by their ratings; the days they
// work already and the hours they have left. Another tenant's items are not read.
import { blockedDates, crewRatings, locations, persons } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { DEFAULT_STAFFING_WEIGHTS } from '../../../domain/planning/staffing-preferences';
import {
  assign,
  createCrew,
  createCrewMember,
  createFunction,
  createItem,
  tenantOfHost,
  tokenPerson,
} from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';
import { factsKey, staffingDataOf } from './staffing-input';
import { solveStaffing } from './staffing-solver';

const { be, tokens } = withBackend({ as: ['planner'] });
/** Only the ratings count: 4 × 10 points for a 5, none for a 1, the unrated in the middle. */
const byRating = { function: 0, rating: 4, client: 0, distance: 0, fairSpread: 0, together: 0 };

describe('staffingDataOf', () => {
  it('reads the open rows and the free candidates, and the solver fills both rows around the rest', async () => {
    const { tenantId, personId: plannerId } = tokenPerson(tokens.planner);
    const functionId = await createFunction(be, tenantId, 'Forklift driver');
    const other = await createFunction(be, tenantId);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = (body: Record<string, unknown>) =>
      createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, rows: 1, ...body });
    const evening = await item({ startDate: '2033-09-05', startTime: '14:00', endTime: '23:00' });
    const morning = await item({ startDate: '2033-09-06', startTime: '08:00', endTime: '17:00' });
    const full = await item({ startDate: '2033-09-06', rows: 1 });

    const alice = await createCrewMember(be, tenantId, [functionId]);
    const bob = await createCrewMember(be, tenantId, [functionId]);
    const carl = await createCrewMember(be, tenantId, [functionId]);
    const elsewhere = await createCrewMember(be, tenantId, [other]);
    await assign(be, tokens.planner, { crewItemId: full.id, personId: elsewhere.personId });
    await be.db.insert(blockedDates).values({ tenantId, personId: carl.personId, startDate: '2033-09-06' });
    for (const [person, rating] of [
      [alice, 5],
      [bob, 4],
    ] as const) {
      const { crew: rated } = await createCrew(be, tokens.planner, tenantId);
      await be.db
        .insert(crewRatings)
        .values({ tenantId, projectCrewId: rated.id, personId: person.personId, ratedByPersonId: plannerId, rating });
    }
    // Alice worked the week before: 4 days in a row up to the evening.
    for (const day of ['2033-09-01', '2033-09-02', '2033-09-03', '2033-09-04'])
      await assign(be, tokens.planner, {
        crewItemId: (
          await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId: other, startDate: day })
        ).id,
        personId: alice.personId,
        status: 'confirmed',
      });

    const { input, excluded } = await staffingDataOf(be.db, tenantId, [evening.id, morning.id, full.id], byRating);
    // The full item has no open row; the others one each, as shifts of the tenant's time zone.
    expect(input.items.map((i) => [i.id, i.openRows, i.days.map((d) => d.date)])).toEqual([
      [evening.id, 1, ['2033-09-05']],
      [morning.id, 1, ['2033-09-06']],
    ]);
    expect(input.items[0]!.days[0]!.startsAt.toISOString()).toBe('2033-09-05T12:00:00.000Z');
    const on = (itemId: number) =>
      input.candidates
        .filter((c) => c.itemId === itemId)
        .map((c) => [c.personId, c.score])
        .sort();
    expect(on(evening.id)).toEqual(
      [
        [alice.personId, 40],
        [bob.personId, 30],
        [carl.personId, 20],
      ].sort(),
    );
    expect(on(morning.id)).toEqual(
      [
        [alice.personId, 40],
        [bob.personId, 30],
      ].sort(),
    );
    expect(excluded.get(morning.id)?.get(carl.personId)).toEqual([expect.objectContaining({ kind: 'blockedDate' })]);
    const aliceLoad = input.people.find((p) => p.personId === alice.personId)!;
    expect([...aliceLoad.workedDates].sort()).toEqual(['2033-09-01', '2033-09-02', '2033-09-03', '2033-09-04']);
    expect(aliceLoad.budgets).toEqual([
      expect.objectContaining({ kind: 'averageWeeklyHours', to: '2033-09-06', minutesLeft: 48 * 60 * 17 - 4 * 540 }),
    ]);

    // Alice is best on both, but the evening leaves her no rest for the morning: she and Bob take
    // one each (either way round scores the same), Carl none.
    const solution = await solveStaffing(input, 10);
    expect(solution.assignments.map((a) => a.personId).sort()).toEqual([alice.personId, bob.personId].sort());
    expect(solution.assignments.map((a) => a.itemId).sort()).toEqual([evening.id, morning.id].sort());
  });

  it("gathers each candidate's reasons: jobs in the function and for the client, distance, quota, crews", async () => {
    const { tenantId } = tokenPerson(tokens.planner);
    const functionId = await createFunction(be, tenantId);
    const [utrecht] = await be.db
      .insert(locations)
      .values({ tenantId, name: 'Jaarbeurs', city: 'Utrecht', latitude: 52.0907, longitude: 5.1214 })
      .returning();
    const { crew } = await createCrew(be, tokens.planner, tenantId, {
      locationId: utrecht!.id,
      startDate: '2033-10-01',
    });
    const sat = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2033-10-01' });
    const sun = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2033-10-02' });
    const ann = await createCrewMember(be, tenantId, [functionId]);
    const ben = await createCrewMember(be, tenantId, [functionId]);
    // Ann lives in Amsterdam and worked the function for the same client in May.
    await be.db.update(persons).set({ latitude: 52.3728, longitude: 4.8936 }).where(eq(persons.id, ann.personId));
    const { crew: may } = await createCrew(be, tokens.planner, tenantId, { startDate: '2026-05-04' });
    const past = await createItem(be, tokens.planner, { projectCrewId: may.id, functionId, startDate: '2026-05-04' });
    await assign(be, tokens.planner, { crewItemId: past.id, personId: ann.personId, status: 'confirmed' });
    // Ben is on the crew already, on Saturday's other row.
    await assign(be, tokens.planner, { crewItemId: sat.id, personId: ben.personId });

    const { input, facts } = await staffingDataOf(be.db, tenantId, [sat.id, sun.id], DEFAULT_STAFFING_WEIGHTS);
    expect(facts.get(factsKey(ann.personId, sun.id))).toEqual({
      functionJobs: 1,
      rating: null,
      ratingCount: 0,
      clientJobs: 1,
      distanceKm: 35,
      quota: null,
    });
    expect(facts.get(factsKey(ben.personId, sun.id))).toMatchObject({
      functionJobs: 0,
      clientJobs: 0,
      distanceKm: null,
    });
    // Ben is not a candidate for the row he holds; on the crew, his Sunday earns the together points.
    expect(facts.has(factsKey(ben.personId, sat.id))).toBe(false);
    expect(input.people.find((p) => p.personId === ben.personId)?.crewIds).toEqual([crew.id]);
    expect(input.items.map((i) => [i.id, i.crewId, i.openRows])).toEqual([
      [sat.id, crew.id, 1],
      [sun.id, crew.id, 2],
    ]);
    expect(input.togetherPoints).toBe(20);
  });

  it("reads nothing of another tenant's items", async () => {
    const { tenantId } = tokenPerson(tokens.planner);
    const functionId = await createFunction(be, tenantId);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const ours = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2033-09-10' });
    const moyo = await tenantOfHost(be, 'moyo.localhost');
    const { input } = await staffingDataOf(be.db, moyo, [ours.id], DEFAULT_STAFFING_WEIGHTS);
    expect(input.items).toEqual([]);
    expect(input.candidates).toEqual([]);
  });
});
