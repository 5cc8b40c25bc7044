// The planning calendar: planning colours and overlaps, the filters, one month back (rules §9),
// who may see it (clients and planners with the right; crew 403) and tenant scoping.
import { eq } from 'drizzle-orm';
import { persons } from '../../db/schema';
import type { TPlanningCalendar } from '../../../domain/planning';
import { withBackend } from '../../test-support/with-backend';
import {
  assign,
  createCrew,
  createFunction,
  createItem,
  createLogin,
  createProject,
  tokenPerson,
} from '../../test-support/fixtures';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'client', 'office', 'moyoPlanner'] });
let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId);
});

const calendar = async (token: string, query: string) => {
  const res = await be.call('GET', `/planningCalendar?${query}`, { token });
  return { status: res.status, data: res.body.data as TPlanningCalendar };
};

describe('GET /planningCalendar', () => {
  it('colours positions, blocked dates and vacation, marks overlaps, and filters', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const a = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2032-06-02' });
    const b = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2032-06-04' });
    const job = await assign(be, tokens.planner, { crewItemId: a.id, personId: person.personId, status: 'confirmed' });
    const asked = await assign(be, tokens.planner, { crewItemId: b.id, personId: person.personId });
    const block = await be.call('POST', '/blockDates', { token: person.token, body: { startDate: '2032-06-04' } });
    const vacation = await be.call('POST', '/vacationRequests', {
      token: person.token,
      body: { startDate: '2032-06-10', endDate: '2032-06-12', paid: true },
    });

    const { status, data } = await calendar(
      tokens.planner,
      `from=2032-06-01&to=2032-06-30&personId=${person.personId}`,
    );
    expect(status).toBe(200);
    const byKey = Object.fromEntries(data.entries.map((e) => [e.key, e]));
    expect(byKey[`a${job.id}`]).toMatchObject({ tone: 'confirmedJob', overlaps: false, crew: { id: crew.id } });
    expect(byKey[`a${asked.id}`]).toMatchObject({ tone: 'requestedJob', overlaps: true });
    expect(byKey[`b${block.body.data.id}`]).toMatchObject({ tone: 'blockedDate', overlaps: true, crew: null });
    expect(byKey[`v${vacation.body.data.id}`]).toMatchObject({ tone: 'requestedVacation', overlaps: false });
    expect(data.persons).toEqual([{ id: person.personId, name: person.name }]);

    // Filtered by crew: only positions of that crew remain.
    const byCrew = await calendar(tokens.planner, `from=2032-06-01&to=2032-06-30&crewId=${crew.id}`);
    expect(byCrew.data.entries.map((e) => e.key).sort()).toEqual([`a${asked.id}`, `a${job.id}`].sort());
    const byFunction = await calendar(tokens.planner, `from=2032-06-01&to=2032-06-30&functionId=${functionId}`);
    expect(byFunction.data.entries.every((e) => e.function?.id === functionId)).toBe(true);
  });

  it('starts one month back, whatever is asked', async () => {
    const { data } = await calendar(tokens.planner, 'from=2000-01-01&to=2000-01-31');
    expect(data.entries).toEqual([]);
    expect(data.since > '2000-01-31').toBe(true);
  });

  it('refuses crew and office (403), and periods longer than 42 days or reversed (422)', async () => {
    expect((await calendar(tokens.crew, 'from=2032-06-01&to=2032-06-30')).status).toBe(403);
    expect((await calendar(tokens.office, 'from=2032-06-01&to=2032-06-30')).status).toBe(403);
    expect((await calendar(tokens.planner, 'from=2032-06-01&to=2032-08-30')).status).toBe(422);
    expect((await calendar(tokens.planner, 'from=2032-06-10&to=2032-06-01')).status).toBe(422);
  });

  it('shows a client the positions of their own projects only; another tenant sees none of them', async () => {
    const [clientPerson] = await be.db.select().from(persons).where(eq(persons.id, personIds.client));
    const own = await createProject(be, tenantId, { clientId: clientPerson!.contactId! });
    const ownCrew = await be.call('POST', '/projectCrews', {
      token: tokens.planner,
      body: { projectId: own.id, name: 'Client crew', startDate: '2032-07-01' },
    });
    const item = await createItem(be, tokens.planner, {
      projectCrewId: ownCrew.body.data.id,
      functionId,
      startDate: '2032-07-02',
    });
    const person = await createLogin(be, tenantId, ['crew']);
    const mine = await assign(be, tokens.planner, {
      crewItemId: item.id,
      personId: person.personId,
      status: 'confirmed',
    });
    await be.call('POST', '/blockDates', { token: person.token, body: { startDate: '2032-07-03' } });

    const client = await calendar(tokens.client, 'from=2032-07-01&to=2032-07-31');
    expect(client.status).toBe(200);
    expect(client.data.entries.some((e) => e.key === `a${mine.id}`)).toBe(true);
    expect(client.data.entries.every((e) => e.key.startsWith('a'))).toBe(true);
    const moyo = await calendar(tokens.moyoPlanner, 'from=2032-07-01&to=2032-07-31');
    expect(moyo.data.entries.some((e) => e.person.id === person.personId)).toBe(false);
  });
});
