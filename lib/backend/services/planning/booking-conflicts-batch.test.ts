// The conflict finder asked about many crew items at once (as staffing a project asks) finds, item
// by item, exactly what it finds asked about each alone: overlapping jobs, blocked dates, approved
// vacation, rest, the contract's quota; and a person's own row on an item does not count against
// them on that item, but does on the others.
import { blockedDates, vacationRequests } from '../../db/schema';
import { BUSY_ASSIGNMENT_STATUSES } from '../../../domain/planning';
import {
  assign,
  createCrew,
  createCrewMember,
  createFunction,
  createItem,
  createWeeklyContract,
  tokenPerson,
} from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';
import { tenantTimeZone } from './common';
import { findBookingConflictsFor, findBookingConflictsOf } from './bookings';

const { be, tokens } = withBackend({ as: ['planner'] });

it('finds for many items in one pass what it finds for each alone', async () => {
  const { tenantId } = tokenPerson(tokens.planner);
  const functionId = await createFunction(be, tenantId);
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  const item = (startDate: string, startTime: string, endTime: string, endDate?: string) =>
    createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate, startTime, endTime, endDate });
  const ann = await createCrewMember(be, tenantId, [functionId]);
  const ben = await createCrewMember(be, tenantId, [functionId]);
  const cas = await createCrewMember(be, tenantId, [functionId]);
  const dee = await createCrewMember(be, tenantId, [functionId]);
  const early = await item('2033-11-07', '06:00', '14:00');
  const late = await item('2033-11-07', '12:00', '22:00');
  const nextMorning = await item('2033-11-08', '06:00', '14:00');
  const twoDays = await item('2033-11-09', '08:00', '16:00', '2033-11-10');

  // Ann is asked for the late shift: the early one overlaps it, and the next morning is 8 h on.
  await assign(be, tokens.planner, { crewItemId: late.id, personId: ann.personId });
  await be.db.insert(blockedDates).values({ tenantId, personId: ben.personId, startDate: '2033-11-10' });
  await be.db.insert(vacationRequests).values({
    tenantId,
    personId: cas.personId,
    startDate: '2033-11-08',
    endDate: '2033-11-08',
    status: 'approved',
    paid: true,
  });
  await createWeeklyContract(be, tenantId, dee.personId, 720);
  await assign(be, tokens.planner, { crewItemId: late.id, personId: dee.personId, status: 'confirmed' });

  const timeZone = await tenantTimeZone(be.db, tenantId);
  const everyone = [ann, ben, cas, dee].map((p) => p.personId);
  const asks = [early, late, nextMorning, twoDays].map((i) => ({
    item: { ...i, startsAt: new Date(i.startsAt), endsAt: new Date(i.endsAt) },
    personIds: everyone,
  }));
  const together = await findBookingConflictsFor(be.db, tenantId, timeZone, asks, BUSY_ASSIGNMENT_STATUSES);
  const alone = await Promise.all(
    asks.map((a) => findBookingConflictsOf(be.db, tenantId, timeZone, a.personIds, a.item, BUSY_ASSIGNMENT_STATUSES)),
  );
  // The batch reads shifts and contract periods over the reach of all items together: each item
  // must see only what is in its own reach, as when asked alone.
  expect(together).toEqual(alone);

  const kinds = (k: number, personId: number) =>
    together[k]!.get(personId)!.map((c) => (c.kind === 'workingTime' ? c.breach.rule : c.kind));
  // Ann's own late row is not held against her there; it is on the overlapping early shift and
  // by the rest before the next morning.
  expect(kinds(0, ann.personId)).toEqual(['assignment']);
  expect(kinds(1, ann.personId)).toEqual([]);
  expect(kinds(2, ann.personId)).toEqual(['rest']);
  expect(kinds(3, ben.personId)).toEqual(['blockedDate']);
  expect(kinds(2, cas.personId)).toEqual(['vacation']);
  // Dee's ten confirmed hours on the late shift leave two in the week: the two long days break it.
  expect(kinds(1, dee.personId)).toEqual([]);
  expect(kinds(3, dee.personId)).toEqual(['quota']);
});
