// Suggested crew for an open row (GET /projectCrewItems/{id}/suggestions): never anyone with a
// conflict on the item's days and times (a confirmed or asked job, a blocked date, approved
// vacation) or whom the item would take past a working-time rule, nobody without the function or
// already on the item; the rest by rating, then by the hours already planned that ISO week.
// Planners only; another tenant's item is missing.
import { blockedDates, crewRatings, personFunctions } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from '../../test-support/fixtures';
import { ANY_VERSION } from '../../test-support/versions';
import { withBackend } from '../../test-support/with-backend';
import type { TCrewSuggestions } from '../../../domain/planning';

const { be, tokens } = withBackend({ as: ['planner', 'crew', 'client', 'moyoPlanner'] });
let tenantId: number;
let plannerPersonId: number;
beforeAll(() => {
  ({ tenantId, personId: plannerPersonId } = tokenPerson(tokens.planner));
});

const suggestions = (itemId: number, token = tokens.planner, host?: string) =>
  be.call('GET', `/projectCrewItems/${itemId}/suggestions`, { token, host });

/** A crew member with the function (unless told), free until the test says otherwise. */
async function crewMember(functionId: number | null) {
  const p = await createLogin(be, tenantId, ['crew']);
  if (functionId !== null) await be.db.insert(personFunctions).values({ personId: p.personId, functionId });
  return p;
}

/** A rating of `personId` on a crew of its own (one rating per crew and person). */
async function rate(personId: number, rating: number, pending = false) {
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  await be.db
    .insert(crewRatings)
    .values({ tenantId, projectCrewId: crew.id, personId, ratedByPersonId: plannerPersonId, rating, pending });
}

describe('GET /projectCrewItems/{id}/suggestions', () => {
  it('never suggests anyone with a conflict, without the function or on the item; ranks by rating, then week hours', async () => {
    const functionId = await createFunction(be, tenantId, 'Rigger');
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = (body: Record<string, unknown>) => createItem(be, tokens.planner, { projectCrewId: crew.id, ...body });
    // Tuesday to Thursday of ISO week 37 of 2031, 08:00 to 17:00, three rows.
    const open = await item({ functionId, startDate: '2031-09-09', endDate: '2031-09-11', rows: 3 });
    const other = await createFunction(be, tenantId);

    const best = await crewMember(functionId);
    const rested = await crewMember(functionId);
    const busier = await crewMember(functionId);
    const unrated = await crewMember(functionId);
    const confirmedElsewhere = await crewMember(functionId);
    const askedElsewhere = await crewMember(functionId);
    const blocked = await crewMember(functionId);
    const onVacation = await crewMember(functionId);
    const onItem = await crewMember(functionId);
    const withoutFunction = await crewMember(null);

    await rate(best.personId, 5);
    await rate(rested.personId, 4);
    await rate(rested.personId, 1, true); // a crew chief's own rating, not yet approved: not counted
    await rate(busier.personId, 4);
    await rate(busier.personId, 4);
    await rate(confirmedElsewhere.personId, 5);
    await rate(withoutFunction.personId, 5);

    // The same week, not overlapping: Friday morning counts as planned hours; the week before does not.
    await assign(be, tokens.planner, {
      crewItemId: (await item({ functionId: other, startDate: '2031-09-12', startTime: '08:00', endTime: '12:00' })).id,
      personId: busier.personId,
      status: 'confirmed',
    });
    await assign(be, tokens.planner, {
      crewItemId: (await item({ functionId: other, startDate: '2031-09-05' })).id,
      personId: rested.personId,
      status: 'confirmed',
    });
    // Overlapping the open item on Wednesday afternoon: confirmed, or only asked.
    const clash = await item({ functionId: other, startDate: '2031-09-10', startTime: '12:00', endTime: '20:00' });
    await assign(be, tokens.planner, {
      crewItemId: clash.id,
      personId: confirmedElsewhere.personId,
      status: 'confirmed',
    });
    await assign(be, tokens.planner, { crewItemId: clash.id, personId: askedElsewhere.personId, status: 'requested' });
    await be.db.insert(blockedDates).values({ tenantId, personId: blocked.personId, startDate: '2031-09-11' });
    const vacation = await be.call('POST', '/vacationRequests', {
      token: tokens.planner,
      body: { startDate: '2031-09-08', endDate: '2031-09-09', paid: true, personId: onVacation.personId },
    });
    await assign(be, tokens.planner, { crewItemId: open.id, personId: onItem.personId, status: 'requested' });

    // Requested vacation stands in nobody's way yet.
    const before = (await suggestions(open.id)).body.data as TCrewSuggestions;
    expect(before.people.map((p) => p.id)).toContain(onVacation.personId);
    await be.call('POST', `/vacationRequests/${vacation.body.data.id}/approve`, {
      headers: ANY_VERSION,
      token: tokens.planner,
    });

    const res = await suggestions(open.id);
    expect(res.status).toBe(200);
    const data = res.body.data as TCrewSuggestions;
    expect(data).toMatchObject({
      crewItemId: open.id,
      function: { id: functionId, name: 'Rigger' },
      days: 3,
      openRows: 2,
      week: { year: 2031, number: 37, from: '2031-09-08', to: '2031-09-14' },
    });
    expect(data.people).toEqual([
      { id: best.personId, name: best.name, rating: 5, ratingCount: 1, plannedMinutes: 0 },
      { id: rested.personId, name: rested.name, rating: 4, ratingCount: 1, plannedMinutes: 0 },
      { id: busier.personId, name: busier.name, rating: 4, ratingCount: 2, plannedMinutes: 240 },
      { id: unrated.personId, name: unrated.name, rating: null, ratingCount: 0, plannedMinutes: 0 },
    ]);
    const suggested = data.people.map((p) => p.id);
    for (const never of [confirmedElsewhere, askedElsewhere, blocked, onVacation, onItem, withoutFunction])
      expect(suggested).not.toContain(never.personId);
    expect(
      (await be.call('GET', `/projectCrewItems/${open.id}/suggestions?limit=2`, { token: tokens.planner })).body.data
        .people,
    ).toHaveLength(2);

    // The first suggestion is requested the one way people are requested; they then drop out.
    const requested = await assign(be, tokens.planner, { crewItemId: open.id, personId: best.personId });
    expect(requested.status).toBe('requested');
    const after = (await suggestions(open.id)).body.data as TCrewSuggestions;
    expect(after.openRows).toBe(1);
    expect(after.people.map((p) => p.id)).toEqual([rested.personId, busier.personId, unrated.personId]);
  });

  it('never suggests anyone the item would break a working-time rule for: 11 hours of rest, 6 days in a row', async () => {
    const functionId = await createFunction(be, tenantId, 'Forklift driver');
    const other = await createFunction(be, tenantId);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = (body: Record<string, unknown>) => createItem(be, tokens.planner, { projectCrewId: crew.id, ...body });
    const job = async (personId: number, startDate: string, startTime: string, endTime: string) =>
      assign(be, tokens.planner, {
        crewItemId: (await item({ functionId: other, startDate, startTime, endTime })).id,
        personId,
        status: 'confirmed',
      });
    // Tuesday 7 October 2031, 08:00 to 17:00.
    const open = await item({ functionId, startDate: '2031-10-07' });
    const tired = await crewMember(functionId);
    const sixDays = await crewMember(functionId);
    const rested = await crewMember(functionId);
    await job(tired.personId, '2031-10-06', '14:00', '23:00'); // 9 hours before the item starts
    for (const day of ['01', '02', '03', '04', '05', '06'])
      await job(sixDays.personId, `2031-10-${day}`, '07:00', '11:00');
    await job(rested.personId, '2031-10-06', '08:00', '16:00'); // 16 hours of rest
    const ids = ((await suggestions(open.id)).body.data as TCrewSuggestions).people.map((p) => p.id);
    expect(ids).toContain(rested.personId);
    expect(ids).not.toContain(tired.personId);
    expect(ids).not.toContain(sixDays.personId);
  });

  it('suggests nobody once every row is filled', async () => {
    const functionId = await createFunction(be, tenantId);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const full = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2031-10-01',
      rows: 1,
    });
    await crewMember(functionId);
    const filler = await crewMember(functionId);
    await assign(be, tokens.planner, { crewItemId: full.id, personId: filler.personId });
    const res = await suggestions(full.id);
    expect(res.body.data).toMatchObject({ openRows: 0, people: [] });
  });

  it('is for planners of the tenant only: crew and clients get 403, another tenant 404', async () => {
    const functionId = await createFunction(be, tenantId);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2031-10-02' });
    expect((await suggestions(item.id, tokens.crew)).status).toBe(403);
    expect((await suggestions(item.id, tokens.client)).status).toBe(403);
    expect((await suggestions(item.id, tokens.moyoPlanner, HOST_MOYO)).status).toBe(404);
    expect((await suggestions(999_999_999)).status).toBe(404);
    const bad = await be.call('GET', `/projectCrewItems/${item.id}/suggestions?limit=0`, { token: tokens.planner });
    expect(bad.status).toBe(422);
  });
});
