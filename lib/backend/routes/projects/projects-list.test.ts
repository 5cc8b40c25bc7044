// GET /projects: who sees which projects, newest first, paged and filtered.
import { assignments, functions, projectCrewItems, projectCrews } from '../../db/schema';
import { tokenPerson } from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';
import { withProjectSetup } from './project-setup';
import { clock } from '../../../domain/clock';

const { be, tokens, personIds } = withBackend({ as: ['planner'] });
const setup = withProjectSetup(be, tokens);
const { createProject } = setup;
let companyId: number;
let clientId: number;
let otherClientId: number;
beforeAll(() => ({ companyId, clientId, otherClientId } = setup.ids));

describe('GET /projects', () => {
  let crewProjectId: number;
  beforeAll(async () => {
    await createProject({
      name: 'Zyxo Summer Gala',
      projectManagerId: personIds.planner,
      beginDate: '2026-07-01',
      endDate: '2026-07-03',
    });
    await createProject({ name: 'Numbered', number: 90001 });
    await createProject({ name: 'Hidden internal', type: 'internal' });
    await createProject({ name: 'Ancient', beginDate: '2017-12-31', endDate: '2018-01-02' });
    await createProject({
      name: 'Other client job',
      clientId: otherClientId,
      beginDate: '2030-01-01',
      endDate: '2030-01-01',
    });
    await createProject({
      name: 'Managed by Pat',
      projectManagerId: personIds.planner,
      beginDate: '2019-05-05',
      endDate: '2019-05-06',
    });
    await createProject({ name: 'Ongoing show', beginDate: '2020-01-01', endDate: '2099-12-31' });
    // The crew member is assigned on one project (the seed may add more).
    const crew = await be.login('crew@example.com');
    const crewProject = await createProject({
      name: 'Crew job',
      clientId: otherClientId,
      beginDate: '2031-03-01',
      endDate: '2031-03-01',
    });
    crewProjectId = crewProject.id;
    const [fn] = await be.db.insert(functions).values({ tenantId: 1, name: 'Test stagehand' }).returning();
    const [crewRow] = await be.db
      .insert(projectCrews)
      .values({ tenantId: 1, projectId: crewProject.id, name: 'Load-in', startDate: '2031-03-01' })
      .returning();
    const [item] = await be.db
      .insert(projectCrewItems)
      .values({
        tenantId: 1,
        projectCrewId: crewRow!.id,
        functionId: fn!.id,
        startDate: '2031-03-01',
        startTime: '08:00',
        endTime: '12:00',
        startsAt: new Date('2031-03-01T07:00:00Z'),
        endsAt: new Date('2031-03-01T11:00:00Z'),
      })
      .returning();
    await be.db.insert(assignments).values({
      tenantId: 1,
      crewItemId: item!.id,
      rowNo: 1,
      personId: tokenPerson(crew).personId,
      status: 'confirmed',
    });
  });

  it('lists newest first with meta, hiding internal types and projects before 2018', async () => {
    const res = await be.call('GET', '/projects?limit=1000', { token: tokens.planner });
    expect(res.status).toBe(200);
    const names = res.body.data.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Hidden internal');
    expect(names).not.toContain('Ancient');
    expect(names).toContain('Other client job');
    expect(res.body.meta).toEqual({ page: 1, limit: 1000, total: res.body.data.length });
    const dates = res.body.data.map((p: { beginDate: string }) => p.beginDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const crewJob = res.body.data.find((p: { id: number }) => p.id === crewProjectId);
    expect(crewJob).toMatchObject({
      crewCount: 1,
      client: { id: otherClientId, name: 'Qwerty Client Ltd' },
      company: { id: companyId },
      projectManager: null,
    });
  });

  it('pages', async () => {
    const all = (await be.call('GET', '/projects', { token: tokens.planner })).body;
    const page2 = (await be.call('GET', '/projects?limit=2&page=2', { token: tokens.planner })).body;
    expect(page2.data.map((p: { id: number }) => p.id)).toEqual(all.data.slice(2, 4).map((p: { id: number }) => p.id));
    expect(page2.meta).toEqual({ page: 2, limit: 2, total: all.meta.total });
    expect((await be.call('GET', '/projects?limit=1001', { token: tokens.planner })).status).toBe(422);
  });

  it('filters by status, closed, scope, period, number, search and client', async () => {
    const get = async (q: string) =>
      (await be.call('GET', `/projects?${q}`, { token: tokens.planner })).body.data as {
        id: number;
        name: string;
        status: string;
        number: number;
        beginDate: string;
        endDate: string;
        client: { id: number };
      }[];
    expect((await get('status=closed,quoted')).every((p) => ['closed', 'quoted'].includes(p.status))).toBe(true);
    expect((await get('closed=true')).every((p) => p.status === 'closed')).toBe(true);
    expect((await get('closed=false')).some((p) => p.status === 'closed')).toBe(false);
    expect((await get('scope=mine')).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Managed by Pat', 'Zyxo Summer Gala']),
    );
    expect((await get('scope=mine')).map((p) => p.name)).not.toContain('Ongoing show');
    const today = clock.now().toISOString().slice(0, 10);
    expect((await get('period=past')).every((p) => p.endDate < today)).toBe(true);
    expect((await get('period=past')).map((p) => p.name)).toContain('Managed by Pat');
    expect((await get('period=ongoing')).map((p) => p.name)).toContain('Ongoing show');
    expect((await get('period=upcoming')).every((p) => p.beginDate > today)).toBe(true);
    expect((await get('number=90001')).map((p) => p.number)).toEqual([90001]);
    expect((await get('search=qwerty%20client')).map((p) => p.name).sort()).toEqual(['Crew job', 'Other client job']);
    expect((await get('search=zyxo%20summer')).map((p) => p.name)).toEqual(['Zyxo Summer Gala']);
    expect((await get(`clientId=${otherClientId}`)).every((p) => p.client.id === otherClientId)).toBe(true);
    for (const bad of [
      'status=open',
      'closed=maybe',
      'scope=some',
      'period=soon',
      'number=abc',
      'search=' + 'x'.repeat(101),
    ]) {
      expect((await be.call('GET', `/projects?${bad}`, { token: tokens.planner })).status).toBe(422);
    }
  });

  it('shows a client only the projects of their own contact', async () => {
    const res = await be.call('GET', '/projects', { token: await be.login('client@example.com') });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((p: { client: { id: number } }) => p.client.id === clientId)).toBe(true);
    const other = await be.call('GET', `/projects/${crewProjectId}`, { token: await be.login('client@example.com') });
    expect(other.status).toBe(404);
  });

  it('shows crew the projects they are assigned on', async () => {
    const crew = await be.login('crew@example.com');
    const res = await be.call('GET', '/projects', { token: crew });
    expect(res.body).toMatchObject({ meta: { page: 1 } });
    expect(res.body.data.map((p: { id: number }) => p.id)).toContain(crewProjectId);
    expect(res.body.data.map((p: { name: string }) => p.name)).not.toContain('Other client job');
    expect((await be.call('GET', `/projects/${crewProjectId}`, { token: crew })).status).toBe(200);
    const chief = await be.login('chief@example.com');
    expect((await be.call('GET', `/projects/${crewProjectId}`, { token: chief })).status).toBe(404);
  });

  it('shows a project session only project 1 and refuses plus-crew sessions', async () => {
    const pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } })).body.data
      .token;
    const list = await be.call('GET', '/projects', { token: pid });
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([1]);
    expect((await be.call('GET', '/projects/1', { token: pid })).body.data).toMatchObject({ id: 1, hasPassword: true });
    expect((await be.call('GET', `/projects/${crewProjectId}`, { token: pid })).status).toBe(404);
    const pcid = (await be.call('POST', '/auth/token', { body: { plusCrewId: 1, password: 'demo-link' } })).body.data
      .token;
    expect((await be.call('GET', '/projects', { token: pcid })).status).toBe(403);
    expect((await be.call('GET', '/projects/1', { token: pcid })).status).toBe(403);
    expect((await be.call('GET', '/projects')).status).toBe(401);
  });
});
