// Contracts over HTTP: the figures come from the person's real confirmed shifts, check-ins and
// vacation requests, and agree with a table worked out by hand, carry-over included. A crew
// member reads only their own contract.
import { staffContracts, vacationRequests } from '../../db/schema';
import { tenantToday } from '../../services/projects/list';
import { createLogin, insertCheck } from '../../test-support/fixtures';
import { crewWithChiefAndMembers } from '../../test-support/scenarios';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { addDays } from '../../../domain/calendar-days';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'planner', 'client', 'moyoCrew'] });

/** The 1st of the month `back` months before `date`. */
function monthBack(date: string, back: number) {
  const d = new Date(`${date.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
}
/** The first Monday on or after `date`. */
function monday(date: string) {
  let d = date;
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
  return d;
}

let person: { personId: number; token: string };
let contractId: number;
let m2: string;
let m1: string;

beforeAll(async () => {
  const today = await tenantToday(be.db, 1);
  m2 = monthBack(today, 2);
  m1 = monthBack(today, 1);
  person = await createLogin(be, 1, ['crew']);
  const [c] = await be.db
    .insert(staffContracts)
    .values({
      tenantId: 1,
      personId: person.personId,
      companyId: 1,
      title: 'Test contract',
      startDate: m2,
      periodType: 'month',
      quotaMinutes: 1000,
      dayMinutes: 480,
      vacationDaysPerYear: 24,
    })
    .returning({ id: staffContracts.id });
  contractId = c!.id;
  // A confirmed shift of three days, 08:00-17:00 (paid 8:30 each), from the 10th of month -2.
  const d10 = addDays(m2, 9);
  const crew = await crewWithChiefAndMembers(be, {
    chiefId: null,
    members: [person.personId],
    date: d10,
    endDate: addDays(d10, 2),
  });
  // Checked in: 600 + 480 in month -2 (signed off), 300 in month -1.
  await insertCheck(be, crew, person.personId, d10, {
    inAt: `${d10}T07:00:00Z`,
    outAt: `${d10}T17:00:00Z`,
    paidMinutes: 600,
  });
  const d11 = addDays(d10, 1);
  await insertCheck(be, crew, person.personId, d11, {
    inAt: `${d11}T07:00:00Z`,
    outAt: `${d11}T15:00:00Z`,
    paidMinutes: 480,
  });
  const d5 = addDays(m1, 4);
  await insertCheck(be, crew, person.personId, d5, {
    inAt: `${d5}T07:00:00Z`,
    outAt: `${d5}T12:00:00Z`,
    paidMinutes: 300,
  });
  // One approved paid vacation day in month -1, one declined, one unpaid.
  const vacationDay = monday(addDays(m1, 7));
  await be.db.insert(vacationRequests).values([
    {
      tenantId: 1,
      personId: person.personId,
      startDate: vacationDay,
      endDate: vacationDay,
      status: 'approved',
      paid: true,
    },
    {
      tenantId: 1,
      personId: person.personId,
      startDate: addDays(vacationDay, 1),
      endDate: addDays(vacationDay, 1),
      status: 'declined',
    },
    {
      tenantId: 1,
      personId: person.personId,
      startDate: addDays(vacationDay, 2),
      endDate: addDays(vacationDay, 2),
      status: 'approved',
      paid: false,
    },
  ]);
});

describe('contract figures', () => {
  it('agree with the hand-computed table, carry-over included', async () => {
    const res = await be.call('GET', `/staffContracts/${contractId}`, { token: person.token });
    expect(res.status).toBe(200);
    const c = res.body.data;
    const rows = c.periods.map((p: Record<string, unknown>) => [
      p.start,
      p.quotaMinutes,
      p.plannedMinutes,
      p.workedMinutes,
      p.vacationMinutes,
      p.carriedOutMinutes,
    ]);
    // Worked: 600 and 480 checked in, and the third shift day, without a check-in, as planned (510).
    expect(rows[0]).toEqual([m2, 1000, 3 * 510, 1590, 0, 590]); // 600 + 480 + 510 - 1000 = 590
    expect(rows[1]).toEqual([m1, 1000, 0, 300, 480, 370]); // 590 + 300 + 480 - 1000 = 370
    expect(rows).toHaveLength(3);
    expect(c.current).toMatchObject({ current: true, carriedInMinutes: 370, carriedOutMinutes: null });
    expect(c.timeAccountMinutes).toBe(370);
  });

  it('counts only approved paid vacation days as taken', async () => {
    const res = await be.call('GET', `/staffContracts/${contractId}`, { token: person.token });
    const v = res.body.data.vacation;
    const today = await tenantToday(be.db, 1);
    // The approved day lies in this year unless month -1 was last year.
    expect(v.takenDays).toBe(m1.slice(0, 4) === today.slice(0, 4) ? 1 : 0);
    expect(v.plannedDays).toBe(0);
    expect(v.leftDays).toBe(v.entitledDays - v.takenDays);
  });

  it('lists the contract for its person and the demo crew member, and their documents', async () => {
    const own = await be.call('GET', `/persons/${person.personId}/contracts`, { token: person.token });
    expect(own.body.data.map((c: { id: number }) => c.id)).toEqual([contractId]);
    const sam = await be.call('GET', `/persons/${personIds.crew}/contracts`, { token: tokens.crew });
    expect(sam.body.data).toHaveLength(1);
    const docs = await be.call('GET', `/staffContracts/${sam.body.data[0].id}/documents`, { token: tokens.crew });
    expect(docs.status).toBe(200);
    expect(docs.body.data[0]).toMatchObject({ type: { name: 'Employment contract' }, status: 'pending', myTurn: true });
  });

  it('answers 404 to another crew member and another tenant, 403 without the right', async () => {
    for (const [who, host] of [
      [tokens.crew, undefined],
      [tokens.moyoCrew, HOST_MOYO],
    ] as const) {
      expect((await be.call('GET', `/staffContracts/${contractId}`, { token: who, host })).status).toBe(404);
      expect((await be.call('GET', `/staffContracts/${contractId}/documents`, { token: who, host })).status).toBe(404);
      expect((await be.call('GET', `/persons/${person.personId}/contracts`, { token: who, host })).status).toBe(404);
    }
    expect((await be.call('GET', `/staffContracts/${contractId}`, { token: tokens.client })).status).toBe(403);
    expect((await be.call('GET', `/staffContracts/${contractId}`, { token: tokens.planner })).status).toBe(200);
  });
});
