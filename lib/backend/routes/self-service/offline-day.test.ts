// GET /offlineDay: what a phone keeps of its user's days. The jobs of the last 7 and
// the next 14 days and no others, each with its crew as the crew's pages show it, the calendar of
// those days, and for a crew chief the crew papers of yesterday and today, also without a job of
// their own in the crew. Only the caller's own crews.
import { eq } from 'drizzle-orm';
import { locations, persons, projectCrews } from '../../db/schema';
import { addDays } from '../../../domain/calendar-days';
import { clock } from '../../../domain/clock';
import type { TOfflineDay } from '../../../domain/self-service';
import { withBackend } from '../../test-support/with-backend';
import { createLocation, createLogin, tokenPerson } from '../../test-support/fixtures';
import { crewWithChiefAndMembers } from '../../test-support/scenarios';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });
let tenantId: number;
const today = clock.today('Europe/Amsterdam');
beforeAll(() => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

const offlineDay = async (token: string) => {
  const res = await be.call('GET', '/offlineDay', { token });
  expect(res.status).toBe(200);
  return res.body.data as TOfflineDay;
};
const crewIds = (day: TOfflineDay) => day.crews.map((c) => c.crew.id).sort((a, b) => a - b);

describe('GET /offlineDay', () => {
  it("keeps the crew member's jobs of the last 7 and the next 14 days, with their crews", async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const chief = await createLogin(be, tenantId, ['crew']);
    await be.db.update(persons).set({ phone: '+31 6 1234 5678' }).where(eq(persons.id, chief.personId));
    const locationId = await createLocation(be, tenantId);
    const crewOn = (date: string) =>
      crewWithChiefAndMembers(be, { chiefId: chief.personId, members: [me.personId], date });
    const weekAgo = await crewOn(addDays(today, -7));
    const tooEarly = await crewOn(addDays(today, -8));
    const now = await crewOn(today);
    const lastDay = await crewOn(addDays(today, 14));
    const tooLate = await crewOn(addDays(today, 15));
    await be.db.update(projectCrews).set({ locationId }).where(eq(projectCrews.id, now.crewId));
    // Someone else's crew today: not this phone's business.
    const other = await createLogin(be, tenantId, ['crew']);
    const theirs = await crewWithChiefAndMembers(be, { chiefId: null, members: [other.personId], date: today });

    const before = clock.now().getTime();
    const day = await offlineDay(me.token);
    expect(day).toMatchObject({ personId: me.personId, today, from: addDays(today, -7), to: addDays(today, 14) });
    // "Last updated": the server's instant, on the run's clock.
    expect(Date.parse(day.generatedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(day.generatedAt)).toBeLessThanOrEqual(clock.now().getTime());
    const listed = [...day.jobs.upcoming, ...day.jobs.past].map((j) => j.crew.id).sort((a, b) => a - b);
    expect(listed).toEqual([weekAgo.crewId, now.crewId, lastDay.crewId].sort((a, b) => a - b));
    expect(day.jobs.past.map((j) => j.crew.id)).toEqual([weekAgo.crewId]);
    expect(crewIds(day)).toEqual([weekAgo.crewId, now.crewId, lastDay.crewId].sort((a, b) => a - b));
    expect(crewIds(day)).not.toContain(tooEarly.crewId);
    expect(crewIds(day)).not.toContain(tooLate.crewId);
    expect(crewIds(day)).not.toContain(theirs.crewId);

    const todays = day.crews.find((c) => c.crew.id === now.crewId)!;
    expect(todays.isChief).toBe(false);
    expect(todays.days).toEqual([]);
    // The line-up: the crew's item with this person on its row.
    expect(todays.items).toHaveLength(1);
    expect(todays.items[0]!.positions.map((p) => p.assignment?.person.id)).toEqual([me.personId]);
    // The location with its address, and the crew chief's phone number.
    const [place] = await be.db.select().from(locations).where(eq(locations.id, locationId));
    expect(todays.location).toMatchObject({ id: locationId, name: place!.name, address: place!.address });
    expect(todays.contacts.crewChief).toMatchObject({ personId: chief.personId, phone: '+31 6 1234 5678' });

    // The calendar covers the same days and holds the same jobs.
    expect(day.calendar).toMatchObject({ personId: me.personId, from: day.from, to: day.to });
    expect(day.calendar.jobs.map((j) => j.crew.id).sort((a, b) => a - b)).toEqual(crewIds(day));
  });

  it("gives a crew chief their crew's papers of yesterday and today, without a job in it", async () => {
    const chief = await createLogin(be, tenantId, ['crew']);
    const member = await createLogin(be, tenantId, ['crew']);
    const led = await crewWithChiefAndMembers(be, {
      chiefId: chief.personId,
      members: [member.personId],
      date: addDays(today, -3),
      endDate: addDays(today, 2),
    });

    const day = await offlineDay(chief.token);
    expect(day.jobs.upcoming).toEqual([]);
    expect(crewIds(day)).toEqual([led.crewId]);
    const crew = day.crews[0]!;
    expect(crew.isChief).toBe(true);
    expect(crew.days.map((d) => d.date)).toEqual([addDays(today, -1), today]);
    for (const d of crew.days) {
      expect(d.deliveryNote).toMatchObject({ kind: 'deliveryNote', date: d.date, status: 'draft' });
      expect(d.crewChiefSheet).toMatchObject({ kind: 'crewChiefSheet', date: d.date });
      expect(d.signOff.lines.map((l) => l.personId)).toEqual([member.personId]);
    }

    // The member of that crew keeps it too, without the chief's papers.
    const theirs = await offlineDay(member.token);
    expect(crewIds(theirs)).toEqual([led.crewId]);
    expect(theirs.crews[0]).toMatchObject({ isChief: false, days: [] });
  });

  it('keeps nothing of a job the planner cancelled', async () => {
    const me = await createLogin(be, tenantId, ['crew']);
    const crew = await crewWithChiefAndMembers(be, { chiefId: null, members: [me.personId], date: addDays(today, 2) });
    const cancel = await be.call('DELETE', `/assignments/${crew.assignmentIds[me.personId]}`, {
      headers: ANY_VERSION,
      token: tokens.planner,
    });
    expect(cancel.status).toBe(200);
    const day = await offlineDay(me.token);
    expect(day.jobs).toEqual({ upcoming: [], past: [], toConfirm: [], appliedFor: [] });
    expect(day.crews).toEqual([]);
    expect(day.calendar.jobs).toEqual([]);
  });
});
