import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { withProjectSetup } from './project-setup';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens, personIds } = withBackend({ as: ['planner'] });
const setup = withProjectSetup(be, tokens);
const { createProject } = setup;
let companyId: number;
let branchId: number;
let clientId: number;
beforeAll(() => ({ companyId, branchId, clientId } = setup.ids));

const projectCount = async () => be.countRows(projects);

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
