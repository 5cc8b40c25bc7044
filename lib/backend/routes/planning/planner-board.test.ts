// The crew planner board: markers of a person's days (positions, double booking, approved
// vacation, blocked dates, bank holidays), who may see it (clients and planners; crew 403),
// what a client sees (their own projects only), tenant scoping, and the open rows of a cell.
import { and, eq, ne } from 'drizzle-orm';
import { bankHolidays, contacts, persons } from '../../db/schema';
import { cellMarkers, type TPlannerBoard } from '../../../domain/planning';
import { ANY_VERSION } from '../../test-support/versions';
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

const board = async (token: string, query: string) => be.call('GET', `/plannerBoard?${query}`, { token });
const personOf = (b: TPlannerBoard, id: number) => b.persons.find((p) => p.id === id);

describe('GET /plannerBoard', () => {
  it('shows a planner every marker of a crew member’s days', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const a = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2032-03-02' });
    const b = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2032-03-02' });
    const c = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2032-03-04' });
    await assign(be, tokens.planner, { crewItemId: a.id, personId: person.personId, status: 'confirmed' });
    await assign(be, tokens.planner, {
      crewItemId: b.id,
      personId: person.personId,
      status: 'confirmed',
      confirmDoubleBooking: true,
    });
    await assign(be, tokens.planner, { crewItemId: c.id, personId: person.personId, status: 'spare' });
    await be.call('POST', '/blockDates', { token: person.token, body: { startDate: '2032-03-06', reason: 'Exam' } });
    const vacation = await be.call('POST', '/vacationRequests', {
      token: person.token,
      body: { startDate: '2032-03-08', endDate: '2032-03-09', paid: false },
    });
    await be.call('POST', `/vacationRequests/${vacation.body.data.id}/approve`, {
      headers: ANY_VERSION,
      token: tokens.planner,
    });
    await be.db.insert(bankHolidays).values({ tenantId, date: '2032-03-05', name: 'Test Day' });

    const res = await board(tokens.planner, `from=2032-03-01&to=2032-03-10&search=${person.name.split(' ')[1]}`);
    expect(res.status).toBe(200);
    const data = res.body.data as TPlannerBoard;
    expect(data.bankHolidays).toEqual([{ date: '2032-03-05', name: 'Test Day' }]);
    const me = personOf(data, person.personId)!;
    expect(me.positions).toHaveLength(3);
    const day = (date: string) =>
      cellMarkers(
        me,
        date,
        data.bankHolidays.some((h) => h.date === date),
      );
    expect(day('2032-03-01')).toEqual([]);
    expect(day('2032-03-02')).toEqual(['doubleBooking', 'confirmed']);
    expect(day('2032-03-04')).toEqual(['spare']);
    expect(day('2032-03-05')).toEqual(['bankHoliday']);
    expect(day('2032-03-06')).toEqual(['absence']);
    expect(day('2032-03-08')).toEqual(['vacationUnpaid']);
  });

  it('refuses crew and office (403), and a period longer than 42 days (422)', async () => {
    expect((await board(tokens.crew, 'from=2032-03-01&to=2032-03-31')).status).toBe(403);
    expect((await board(tokens.office, 'from=2032-03-01&to=2032-03-31')).status).toBe(403);
    const long = await board(tokens.planner, 'from=2032-03-01&to=2032-05-31');
    expect(long.status).toBe(422);
  });

  it('shows a client only the people and positions of their own projects, without absences', async () => {
    const [clientPerson] = await be.db.select().from(persons).where(eq(persons.id, personIds.client));
    const own = await createProject(be, tenantId, { clientId: clientPerson!.contactId! });
    const person = await createLogin(be, tenantId, ['crew']);
    const ownCrew = await be.call('POST', '/projectCrews', {
      token: tokens.planner,
      body: { projectId: own.id, name: 'Own crew', startDate: '2032-04-01' },
    });
    const ownItem = await createItem(be, tokens.planner, {
      projectCrewId: ownCrew.body.data.id,
      functionId,
      startDate: '2032-04-02',
    });
    const [otherClient] = await be.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), ne(contacts.id, clientPerson!.contactId!)))
      .limit(1);
    const elsewhere = await createProject(be, tenantId, { clientId: otherClient!.id });
    const otherCrew = (
      await be.call('POST', '/projectCrews', {
        token: tokens.planner,
        body: { projectId: elsewhere.id, name: 'Other crew', startDate: '2032-04-01' },
      })
    ).body.data;
    const otherItem = await createItem(be, tokens.planner, {
      projectCrewId: otherCrew.id,
      functionId,
      startDate: '2032-04-03',
    });
    const stranger = await createLogin(be, tenantId, ['crew']);
    await assign(be, tokens.planner, { crewItemId: ownItem.id, personId: person.personId, status: 'confirmed' });
    await assign(be, tokens.planner, { crewItemId: otherItem.id, personId: person.personId, status: 'confirmed' });
    await assign(be, tokens.planner, { crewItemId: otherItem.id, personId: stranger.personId, status: 'confirmed' });
    await be.call('POST', '/blockDates', { token: person.token, body: { startDate: '2032-04-05' } });

    const res = await board(tokens.client, 'from=2032-04-01&to=2032-04-10');
    expect(res.status).toBe(200);
    const data = res.body.data as TPlannerBoard;
    const seen = personOf(data, person.personId)!;
    expect(seen.positions.map((p) => p.crewItemId)).toEqual([ownItem.id]);
    expect(seen.absences).toEqual([]);
    expect(personOf(data, stranger.personId)).toBeUndefined();
  });

  it('keeps each tenant to its own people', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const moyo = (await board(tokens.moyoPlanner, `from=2032-03-01&to=2032-03-10&search=${person.name.split(' ')[1]}`))
      .body.data as TPlannerBoard;
    expect(moyo.persons).toEqual([]);
    const mine = (await board(tokens.planner, `from=2032-03-01&to=2032-03-10&search=${person.name.split(' ')[1]}`)).body
      .data as TPlannerBoard;
    expect(mine.persons.map((p) => p.id)).toEqual([person.personId]);
    expect(mine.total).toBe(1);
  });

  it('pages the persons, 200 at a time, by name', async () => {
    const first = (await board(tokens.planner, 'from=2032-03-01&to=2032-03-31')).body.data as TPlannerBoard;
    expect(first).toMatchObject({ page: 1, pageSize: 200 });
    expect(first.persons.length).toBe(Math.min(200, first.total));
    const names = first.persons.map((p) => p.id);
    const beyond = Math.ceil(first.total / 200) + 1;
    const after = (await board(tokens.planner, `from=2032-03-01&to=2032-03-31&page=${beyond}`)).body
      .data as TPlannerBoard;
    expect(after.persons).toEqual([]);
    expect(after.total).toBe(first.total);
    expect(names.length).toBeGreaterThan(0);
  });
});

describe('GET /plannerBoard/openRows', () => {
  it('lists items of the day with free rows, fitting ones first; planners only, own tenant only', async () => {
    const person = await createLogin(be, tenantId, ['crew']);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const open = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2032-05-02' });
    const full = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2032-05-02',
      rows: 1,
    });
    const other = await createLogin(be, tenantId, ['crew']);
    await assign(be, tokens.planner, { crewItemId: full.id, personId: other.personId, status: 'requested' });
    const path = `/plannerBoard/openRows?date=2032-05-02&personId=${person.personId}`;
    const res = await be.call('GET', path, { token: tokens.planner });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((r: { crewItemId: number }) => r.crewItemId);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(full.id);
    expect(res.body.data.find((r: { crewItemId: number }) => r.crewItemId === open.id)).toMatchObject({
      freeRows: 2,
      fits: false,
    });
    expect((await be.call('GET', path, { token: tokens.client })).status).toBe(403);
    expect((await be.call('GET', path, { token: tokens.crew })).status).toBe(403);
    // Another tenant's person is not there for Moyo's planner.
    expect((await be.call('GET', path, { token: tokens.moyoPlanner })).status).toBe(422);
  });
});
