import { eq } from 'drizzle-orm';
import { assignments, functions, projectCrewItems, projectCrews, projects } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { tokenPerson } from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';
import { clock } from '../../../domain/clock';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens, personIds } = withBackend({ as: ['planner'] });
let companyId: number;
let branchId: number;
let clientId: number;
let otherClientId: number;

const projectCount = async () => be.countRows(projects);

async function createProject(body: Record<string, unknown>) {
  const res = await be.call('POST', '/projects', {
    token: tokens.planner,
    body: { companyId, clientId, name: 'P', beginDate: '2026-06-01', endDate: '2026-06-02', ...body },
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; number: number; status: string };
}

beforeAll(async () => {
  const companies = (await be.call('GET', '/companies', { token: tokens.planner })).body.data as {
    id: number;
    parentId: number | null;
  }[];
  companyId = companies.find((c) => c.parentId === null)!.id;
  branchId = companies.find((c) => c.parentId !== null)!.id;
  // client@example.com works for the contact of demo project 1.
  const [p1] = await be.db.select().from(projects).where(eq(projects.id, 1));
  clientId = p1!.clientId;
  otherClientId = (await be.call('POST', '/contacts', { token: tokens.planner, body: { name: 'Qwerty Client Ltd' } }))
    .body.data.id;
});

describe('POST /projects', () => {
  it('creates a requested project with the next number and the given fields', async () => {
    const before = (await be.db.select({ n: projects.number }).from(projects)).map((r) => r.n);
    const res = await be.call('POST', '/projects', {
      token: tokens.planner,
      body: {
        name: 'Zyxo Summer Gala',
        companyId,
        branchId,
        clientId,
        clientMark: 'SG-1',
        beginDate: '2026-07-01',
        endDate: '2026-07-03',
        reference: 'PO-77',
        rating: 4,
        comment: 'VIP',
        defaultCateringType: 'lunch',
        projectManagerId: personIds.planner,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Zyxo Summer Gala',
      status: 'requested',
      type: 'normal',
      number: Math.max(...before) + 1,
      clientMark: 'SG-1',
      client: { id: clientId },
      company: { id: companyId },
      branch: { id: branchId },
      projectManager: { id: personIds.planner },
      reference: 'PO-77',
      rating: 4,
      hasPassword: false,
      crewCount: 0,
    });
  });

  it('takes a given number and refuses it twice with 409 CONFLICT', async () => {
    const first = await createProject({ number: 90001 });
    expect(first.number).toBe(90001);
    const again = await be.call('POST', '/projects', {
      token: tokens.planner,
      body: { companyId, clientId, name: 'Dup', beginDate: '2026-06-01', endDate: '2026-06-01', number: 90001 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields.number).toBeTruthy();
  });

  it('rejects malformed payloads with field messages and writes nothing', async () => {
    const n = await projectCount();
    const valid = { companyId, clientId, name: 'X', beginDate: '2026-06-01', endDate: '2026-06-02' };
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ ...valid, name: 42 }, 'name'],
      [{ ...valid, name: 'x'.repeat(201) }, 'name'],
      [{ ...valid, beginDate: '2026-02-30' }, 'beginDate'],
      [{ ...valid, endDate: '2026-05-31' }, 'endDate'],
      [{ ...valid, rating: 6 }, 'rating'],
      [{ ...valid, type: 'party' }, 'type'],
      [{ ...valid, companyId: -1 }, 'companyId'],
      [{ ...valid, unknown: 1 }, '_'],
      [{ ...valid, clientId: 999999 }, 'clientId'],
      [{ ...valid, projectManagerId: 999999 }, 'projectManagerId'],
      [{ ...valid, branchId: 999999 }, 'branchId'],
      [{ ...valid, rateCardId: 999999 }, 'rateCardId'],
    ];
    for (const [body, field] of cases) {
      const res = await be.call('POST', '/projects', { token: tokens.planner, body });
      expect([res.status, field]).toEqual([422, field]);
      expect(Object.keys(res.body.error.fields).length).toBeGreaterThan(0);
      if (field !== '_') expect(res.body.error.fields[field]).toBeTruthy();
    }
    expect((await be.call('POST', '/projects', { token: tokens.planner, body: '{"name":' })).status).toBe(400);
    expect(await projectCount()).toBe(n);
  });

  it('refuses ids of another tenant with 422 on the field', async () => {
    const moyoPlanner = await be.login('planner@example.com', { host: HOST_MOYO });
    const moyoCompanies = (await be.call('GET', '/companies', { token: moyoPlanner, host: HOST_MOYO })).body.data as {
      id: number;
    }[];
    const n = await projectCount();
    const res = await be.call('POST', '/projects', {
      token: tokens.planner,
      body: { companyId: moyoCompanies[0]!.id, clientId, name: 'X', beginDate: '2026-06-01', endDate: '2026-06-01' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.companyId).toMatch(/does not exist/);
    expect(await projectCount()).toBe(n);
  });

  it('is forbidden for crew, office and project sessions (no projects EDIT)', async () => {
    const n = await projectCount();
    const pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } })).body.data
      .token;
    for (const token of [await be.login('crew@example.com'), await be.login('office@example.com'), pid]) {
      const res = await be.call('POST', '/projects', {
        token,
        body: { companyId, clientId, name: 'X', beginDate: '2026-06-01', endDate: '2026-06-01' },
      });
      expect(res.status).toBe(403);
    }
    expect(await projectCount()).toBe(n);
  });
});

describe('PUT /projects/{id}', () => {
  it('changes the given fields and checks the date order against the stored dates', async () => {
    const p = await createProject({ name: 'Before' });
    const res = await be.call('PUT', `/projects/${p.id}`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { name: 'After', reference: null, endDate: '2026-06-05' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'After',
      reference: null,
      beginDate: '2026-06-01',
      endDate: '2026-06-05',
    });
    const bad = await be.call('PUT', `/projects/${p.id}`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { endDate: '2026-05-01' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.endDate).toBeTruthy();
    for (const body of [
      { name: '' },
      { clientId: 'x' },
      { clientId: 999999 },
      { beginDate: 'tomorrow' },
      { comment: 'x'.repeat(5001) },
    ]) {
      expect(
        (await be.call('PUT', `/projects/${p.id}`, { headers: ANY_VERSION, token: tokens.planner, body })).status,
      ).toBe(422);
    }
    const [row] = await be.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row).toMatchObject({ name: 'After', endDate: '2026-06-05', clientId });
  });

  it('answers 404 for a missing id and for tenant-1 ids on a tenant-2 token', async () => {
    const [project1] = await be.db.select().from(projects).where(eq(projects.id, 1));
    expect((await be.call('PUT', '/projects/999999', { token: tokens.planner, body: { name: 'x' } })).status).toBe(404);
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    expect((await be.call('GET', '/projects/1', { token: moyo, host: HOST_MOYO })).status).toBe(404);
    expect(
      (await be.call('PUT', '/projects/1', { token: moyo, host: HOST_MOYO, body: { name: 'Hijack' } })).status,
    ).toBe(404);
    expect(
      (await be.call('POST', '/projects/1/status', { token: moyo, host: HOST_MOYO, body: { status: 'closed' } }))
        .status,
    ).toBe(404);
    expect(
      (await be.call('PUT', '/projects/1/password', { token: moyo, host: HOST_MOYO, body: { password: null } })).status,
    ).toBe(404);
    const [after] = await be.db.select().from(projects).where(eq(projects.id, 1));
    expect(after).toEqual(project1);
  });
});

describe('POST /projects/{id}/status', () => {
  it('walks requested → quoted → confirmed → closed and refuses illegal moves with 409', async () => {
    const p = await createProject({});
    const to = (status: string) =>
      be.call('POST', `/projects/${p.id}/status`, { headers: ANY_VERSION, token: tokens.planner, body: { status } });
    expect((await to('closed')).body.error.code).toBe('INVALID_TRANSITION');
    expect((await to('quoted')).body.data.status).toBe('quoted');
    expect((await to('requested')).status).toBe(409);
    expect((await to('confirmed')).body.data.status).toBe('confirmed');
    expect((await to('closed')).body.data.status).toBe('closed');
    const reopen = await to('confirmed');
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.code).toBe('INVALID_TRANSITION');
    expect((await to('done')).status).toBe(422);
    const [row] = await be.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row!.status).toBe('closed');
  });
  it('lets a request be confirmed without a quote', async () => {
    const p = await createProject({});
    const res = await be.call('POST', `/projects/${p.id}/status`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { status: 'confirmed' },
    });
    expect(res.body.data.status).toBe('confirmed');
  });
});

describe('PUT /projects/{id}/password', () => {
  it('sets and clears the PID login password (planners only)', async () => {
    const p = await createProject({});
    expect(
      (await be.call('PUT', `/projects/${p.id}/password`, { token: tokens.planner, body: { password: 'Secret7' } }))
        .status,
    ).toBe(422);
    const set = await be.call('PUT', `/projects/${p.id}/password`, {
      token: tokens.planner,
      body: { password: 'Secret-42' },
    });
    expect(set.body.data.hasPassword).toBe(true);
    expect((await be.call('POST', '/auth/token', { body: { projectId: p.id, password: 'Secret-42' } })).status).toBe(
      200,
    );
    const cleared = await be.call('PUT', `/projects/${p.id}/password`, {
      token: tokens.planner,
      body: { password: null },
    });
    expect(cleared.body.data.hasPassword).toBe(false);
    expect((await be.call('POST', '/auth/token', { body: { projectId: p.id, password: 'Secret-42' } })).status).toBe(
      401,
    );
    const crew = await be.login('crew@example.com');
    expect(
      (await be.call('PUT', `/projects/${p.id}/password`, { token: crew, body: { password: 'Secret-42' } })).status,
    ).toBe(403);
  });
});

describe('GET /projects', () => {
  let crewProjectId: number;
  beforeAll(async () => {
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
