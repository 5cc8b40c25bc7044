// The two moments every other test stays clear of, on purpose: the clock is stopped just before
// and just after the demo zone's midnight, and in the night its clocks go back an hour. What
// "today" and "still going on" mean must follow the tenant's wall clock across both.
import { clock } from '../domain/clock';
import { addDays } from '../domain/calendar-days';
import { zonedToUtc } from '../domain/time-zone';
import { createFunction, createLogin, tokenPerson } from './test-support/fixtures';
import { crewWithChiefAndMembers, nightShiftAcrossDstChange } from './test-support/scenarios';
import { withBackend } from './test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'chief', 'crew'] });
const CHIEF = 'chief@example.com';
const ZONE = 'Europe/Amsterdam';

/** Stops the clock at a wall time in the demo zone for the call, then lets it run again. */
async function at<T>(date: string, time: string, call: () => Promise<T>): Promise<T> {
  clock.stopAt(zonedToUtc(date, time, ZONE));
  try {
    return await call();
  } finally {
    clock.stopAt(null);
  }
}

describe("across the demo zone's midnight", () => {
  it("moves a crew's day to the next date on the wall clock's stroke of twelve", async () => {
    const day = '2026-11-19';
    const crew = await crewWithChiefAndMembers(be, {
      chiefId: personIds.chief,
      members: [personIds.crew],
      date: day,
    });
    // Logged in at the moment itself: a token lasts a quarter of an hour on the clock.
    const signOff = async () => {
      const token = await be.login(CHIEF);
      return (await be.call('GET', `/projectCrews/${crew.crewId}/signOff`, { token })).body.data.date;
    };
    expect(await at(day, '23:59:50', signOff)).toBe(day);
    expect(await at(addDays(day, 1), '00:00:10', signOff)).toBe(addDays(day, 1));
  });
});

describe('across the night the clocks go back', () => {
  it('keeps a night shift going until 06:00 on the wall clock, an hour longer than it seems', async () => {
    const tenantId = tokenPerson(tokens.planner).tenantId;
    const functionId = await createFunction(be, tenantId);
    const person = await createLogin(be, tenantId, ['crew']);
    const night = await nightShiftAcrossDstChange(be, tokens.planner, {
      tenantId,
      functionId,
      change: 'back',
      personId: person.personId,
    });
    const upcoming = async () => {
      const token = await be.login(person.username);
      const res = await be.call('GET', '/jobs?list=upcoming', { token });
      return (res.body.data as { crewItemId: number }[]).map((j) => j.crewItemId);
    };
    // 05:30 is still within the shift (22:00 to 06:00 lasts nine hours that night); at 06:00 it ends.
    expect(await at(night.morningAfter, '05:30', upcoming)).toContain(night.item.id);
    expect(await at(night.morningAfter, '06:00:01', upcoming)).not.toContain(night.item.id);
  });
});
