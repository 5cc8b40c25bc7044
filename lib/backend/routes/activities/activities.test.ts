import { eq } from 'drizzle-orm';
import { activities, activityTypes, persons } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew'] });
let typeId: number;
const activityCount = async () => be.countRows(activities);

beforeAll(async () => {
  typeId = (await be.db.insert(activityTypes).values({ tenantId: 1, name: 'Aa call back' }).returning())[0]!.id;
});

describe('activities', () => {
  let id: number;
  it('lets a tokens.planner create a to-do with rules §3 parameters', async () => {
    const res = await be.call('POST', '/activities', {
      token: tokens.planner,
      body: {
        caption: 'Call Sam',
        body: 'About March',
        typeId,
        category: 'planning',
        recipientPersonId: personIds.crew,
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
      recipientPerson: { id: personIds.crew, name: 'Sam de Vries' },
      dueDate: '2031-03-09',
      priority: 2,
      parameters: { recipient: 'Sam de Vries', dueDate: '09.03.2031', priority: 2 },
      project: { id: 1 },
      done: false,
      doneAt: null,
    });
    const group = await be.call('POST', '/activities', {
      token: tokens.planner,
      body: { caption: 'Check payroll', recipientGroup: 'Accountants', dueDate: '2031-03-01' },
    });
    expect(group.body.data).toMatchObject({
      priority: 3,
      parameters: { recipient: 'Accountants', dueDate: '01.03.2031', priority: 3 },
    });
    expect((await be.call('GET', '/activityTypes', { token: tokens.planner })).body.data).toContainEqual({
      id: typeId,
      name: 'Aa call back',
    });
  });

  it('shows planners all to-dos and others only their own, sorted by due date and priority', async () => {
    await be.call('POST', '/activities', {
      token: tokens.planner,
      body: { caption: 'Same day, urgent', recipientPersonId: personIds.crew, dueDate: '2031-03-09', priority: 1 },
    });
    const mine = await be.call('GET', '/activities?from=2031-03-01&to=2031-03-31', { token: tokens.crew });
    expect(mine.body.data.map((a: { caption: string }) => a.caption)).toEqual(['Same day, urgent', 'Call Sam']);
    expect(mine.body.meta).toMatchObject({ page: 1, total: 2 });
    const all = await be.call('GET', '/activities?from=2031-03-01&to=2031-03-31', { token: tokens.planner });
    expect(all.body.data.map((a: { caption: string }) => a.caption)).toEqual([
      'Check payroll',
      'Same day, urgent',
      'Call Sam',
    ]);
    expect(
      (await be.call('GET', '/activities?projectId=1&from=2031-01-01', { token: tokens.planner })).body.data.map(
        (a: { id: number }) => a.id,
      ),
    ).toEqual([id]);
    const chief = await be.login('chief@example.com');
    expect((await be.call('GET', `/activities/${id}`, { token: chief })).status).toBe(404);
    expect((await be.call('GET', `/activities/${id}`, { token: tokens.crew })).body.data.id).toBe(id);
    for (const q of ['from=2031-02-30', 'done=yes', 'projectId=x', 'limit=0']) {
      expect((await be.call('GET', `/activities?${q}`, { token: tokens.planner })).status).toBe(422);
    }
  });

  it('marks done, filters by done, updates and deletes', async () => {
    const done = await be.call('POST', `/activities/${id}/done`, { token: tokens.crew });
    expect(done.body.data.done).toBe(true);
    expect(
      (await be.call('GET', '/activities?done=true&from=2031-01-01', { token: tokens.crew })).body.data.map(
        (a: { id: number }) => a.id,
      ),
    ).toEqual([id]);
    expect(
      (await be.call('GET', '/activities?done=false&from=2031-01-01', { token: tokens.crew })).body.data.map(
        (a: { id: number }) => a.id,
      ),
    ).not.toContain(id);
    const changed = await be.call('PUT', `/activities/${id}`, {
      token: tokens.planner,
      body: { priority: 5, dueDate: null, done: false },
    });
    expect(changed.body.data).toMatchObject({
      priority: 5,
      dueDate: null,
      done: false,
      parameters: { dueDate: null, priority: 5 },
    });
    const own = await be.call('POST', '/activities', {
      token: tokens.crew,
      body: { caption: 'Buy boots', recipientPersonId: personIds.crew },
    });
    expect(own.status).toBe(201);
    expect((await be.call('DELETE', `/activities/${own.body.data.id}`, { token: tokens.crew })).status).toBe(200);
    expect((await be.call('GET', `/activities/${own.body.data.id}`, { token: tokens.crew })).status).toBe(404);
  });

  it('refuses to-dos for others from non-planners and malformed payloads, writing nothing', async () => {
    const n = await activityCount();
    const [other] = await be.db.select().from(persons).where(eq(persons.email, 'chief@example.com'));
    expect(
      (
        await be.call('POST', '/activities', {
          token: tokens.crew,
          body: { caption: 'X', recipientPersonId: other!.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (await be.call('POST', '/activities', { token: tokens.crew, body: { caption: 'X', recipientGroup: 'Planners' } }))
        .status,
    ).toBe(403);
    const moyoPerson = (await be.db.select().from(persons).where(eq(persons.tenantId, 2)).limit(1))[0]!.id;
    const valid = { caption: 'X', recipientPersonId: personIds.crew };
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
      const res = await be.call('POST', '/activities', { token: tokens.planner, body });
      expect([res.status, field, res.body.error.fields?.[field] !== undefined]).toEqual([422, field, true]);
    }
    expect(
      (await be.call('PUT', `/activities/${id}`, { token: tokens.planner, body: { recipientPersonId: null } })).status,
    ).toBe(422);
    expect(
      (await be.call('PUT', `/activities/${id}`, { token: tokens.crew, body: { recipientPersonId: other!.id } }))
        .status,
    ).toBe(403);
    expect(await activityCount()).toBe(n);
    expect((await be.db.select().from(activities).where(eq(activities.id, id)))[0]!.recipientPersonId).toBe(
      personIds.crew,
    );
  });

  it('refuses project sessions and answers 404 to a tenant-2 token', async () => {
    const pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } })).body.data
      .token;
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
