import { count, eq } from 'drizzle-orm';
import { activities, activityTypes, persons } from '../db/schema';
import { HOST_MOYO, startTestBackend, type TTestBackend } from '../test-support/test-backend';

let be: TTestBackend;
let planner: string;
let crew: string;
let crewId: number;
let typeId: number;
const personIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).loginData.person.id as number;
const activityCount = async () => (await be.db.select({ n: count() }).from(activities))[0]!.n;

beforeAll(async () => {
  be = await startTestBackend();
  planner = await be.login('planner@example.com');
  crew = await be.login('crew@example.com');
  crewId = personIdOf(crew);
  typeId = (await be.db.insert(activityTypes).values({ tenantId: 1, name: 'Aa call back' }).returning())[0]!.id;
});
afterAll(async () => {
  await be.close();
});

describe('activities', () => {
  let id: number;
  it('lets a planner create a to-do with SPEC §3 parameters', async () => {
    const res = await be.call('POST', '/activities', {
      token: planner,
      body: {
        caption: 'Call Sam',
        body: 'About March',
        typeId,
        category: 'planning',
        recipientPersonId: crewId,
        dueDate: '2031-03-09',
        priority: 2,
        projectId: 1,
      },
    });
    expect(res.status).toBe(201);
    id = res.body.data.id;
    expect(res.body.data).toMatchObject({
      caption: 'Call Sam',
      type: { id: typeId, name: 'Aa call back' },
      recipientPerson: { id: crewId, name: 'Sam de Vries' },
      dueDate: '2031-03-09',
      priority: 2,
      parameters: { recipient: 'Sam de Vries', dueDate: '09.03.2031', priority: 2 },
      project: { id: 1 },
      done: false,
      doneAt: null,
    });
    const group = await be.call('POST', '/activities', {
      token: planner,
      body: { caption: 'Check payroll', recipientGroup: 'Accountants', dueDate: '2031-03-01' },
    });
    expect(group.body.data).toMatchObject({
      priority: 3,
      parameters: { recipient: 'Accountants', dueDate: '01.03.2031', priority: 3 },
    });
    expect((await be.call('GET', '/activityTypes', { token: planner })).body.data).toContainEqual({
      id: typeId,
      name: 'Aa call back',
    });
  });

  it('shows planners all to-dos and others only their own, sorted by due date and priority', async () => {
    await be.call('POST', '/activities', {
      token: planner,
      body: { caption: 'Same day, urgent', recipientPersonId: crewId, dueDate: '2031-03-09', priority: 1 },
    });
    const mine = await be.call('GET', '/activities?from=2031-03-01&to=2031-03-31', { token: crew });
    expect(mine.body.data.map((a: { caption: string }) => a.caption)).toEqual(['Same day, urgent', 'Call Sam']);
    expect(mine.body.meta).toMatchObject({ page: 1, total: 2 });
    const all = await be.call('GET', '/activities?from=2031-03-01&to=2031-03-31', { token: planner });
    expect(all.body.data.map((a: { caption: string }) => a.caption)).toEqual([
      'Check payroll',
      'Same day, urgent',
      'Call Sam',
    ]);
    expect(
      (await be.call('GET', '/activities?projectId=1&from=2031-01-01', { token: planner })).body.data.map(
        (a: { id: number }) => a.id,
      ),
    ).toEqual([id]);
    const chief = await be.login('chief@example.com');
    expect((await be.call('GET', `/activities/${id}`, { token: chief })).status).toBe(404);
    expect((await be.call('GET', `/activities/${id}`, { token: crew })).body.data.id).toBe(id);
    for (const q of ['from=2031-02-30', 'done=yes', 'projectId=x', 'limit=0']) {
      expect((await be.call('GET', `/activities?${q}`, { token: planner })).status).toBe(422);
    }
  });

  it('marks done, filters by done, updates and deletes', async () => {
    const done = await be.call('POST', `/activities/${id}/done`, { token: crew });
    expect(done.body.data.done).toBe(true);
    expect(
      (await be.call('GET', '/activities?done=true&from=2031-01-01', { token: crew })).body.data.map(
        (a: { id: number }) => a.id,
      ),
    ).toEqual([id]);
    expect(
      (await be.call('GET', '/activities?done=false&from=2031-01-01', { token: crew })).body.data.map(
        (a: { id: number }) => a.id,
      ),
    ).not.toContain(id);
    const changed = await be.call('PUT', `/activities/${id}`, {
      token: planner,
      body: { priority: 5, dueDate: null, done: false },
    });
    expect(changed.body.data).toMatchObject({
      priority: 5,
      dueDate: null,
      done: false,
      parameters: { dueDate: null, priority: 5 },
    });
    const own = await be.call('POST', '/activities', {
      token: crew,
      body: { caption: 'Buy boots', recipientPersonId: crewId },
    });
    expect(own.status).toBe(201);
    expect((await be.call('DELETE', `/activities/${own.body.data.id}`, { token: crew })).status).toBe(200);
    expect((await be.call('GET', `/activities/${own.body.data.id}`, { token: crew })).status).toBe(404);
  });

  it('refuses to-dos for others from non-planners and malformed payloads, writing nothing', async () => {
    const n = await activityCount();
    const [other] = await be.db.select().from(persons).where(eq(persons.email, 'chief@example.com'));
    expect(
      (await be.call('POST', '/activities', { token: crew, body: { caption: 'X', recipientPersonId: other!.id } }))
        .status,
    ).toBe(403);
    expect(
      (await be.call('POST', '/activities', { token: crew, body: { caption: 'X', recipientGroup: 'Planners' } }))
        .status,
    ).toBe(403);
    const moyoPerson = (await be.db.select().from(persons).where(eq(persons.tenantId, 2)).limit(1))[0]!.id;
    const valid = { caption: 'X', recipientPersonId: crewId };
    const cases: [unknown, string][] = [
      [{}, 'caption'],
      [{ ...valid, caption: 3 }, 'caption'],
      [{ ...valid, caption: 'x'.repeat(201) }, 'caption'],
      [{ caption: 'X' }, 'recipientPersonId'],
      [{ ...valid, dueDate: '09.03.2031' }, 'dueDate'],
      [{ ...valid, dueDate: '2031-02-29' }, 'dueDate'],
      [{ ...valid, priority: 0 }, 'priority'],
      [{ ...valid, priority: 6 }, 'priority'],
      [{ ...valid, typeId: 999999 }, 'typeId'],
      [{ ...valid, recipientPersonId: moyoPerson }, 'recipientPersonId'],
      [{ ...valid, projectId: 999999 }, 'projectId'],
      [{ ...valid, body: 'x'.repeat(5001) }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await be.call('POST', '/activities', { token: planner, body });
      expect([res.status, field, res.body.error.fields?.[field] !== undefined]).toEqual([422, field, true]);
    }
    expect(
      (await be.call('PUT', `/activities/${id}`, { token: planner, body: { recipientPersonId: null } })).status,
    ).toBe(422);
    expect(
      (await be.call('PUT', `/activities/${id}`, { token: crew, body: { recipientPersonId: other!.id } })).status,
    ).toBe(403);
    expect(await activityCount()).toBe(n);
    expect((await be.db.select().from(activities).where(eq(activities.id, id)))[0]!.recipientPersonId).toBe(crewId);
  });

  it('refuses project sessions and answers 404 to a tenant-2 token', async () => {
    const pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo' } })).body.data.token;
    expect((await be.call('GET', '/activities', { token: pid })).status).toBe(403);
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    expect((await be.call('GET', `/activities/${id}`, { token: moyo, host: HOST_MOYO })).status).toBe(404);
    expect(
      (await be.call('PUT', `/activities/${id}`, { token: moyo, host: HOST_MOYO, body: { caption: 'Hijack' } })).status,
    ).toBe(404);
    expect((await be.call('POST', `/activities/${id}/done`, { token: moyo, host: HOST_MOYO })).status).toBe(404);
    expect((await be.call('DELETE', `/activities/${id}`, { token: moyo, host: HOST_MOYO })).status).toBe(404);
    expect(
      (await be.call('GET', '/activities', { token: moyo, host: HOST_MOYO })).body.data.map(
        (a: { id: number }) => a.id,
      ),
    ).not.toContain(id);
    const [row] = await be.db.select().from(activities).where(eq(activities.id, id));
    expect(row!.caption).toBe('Call Sam');
  });
});
