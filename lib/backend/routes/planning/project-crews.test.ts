import { eq } from 'drizzle-orm';
import { projectCrews } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import {
  assign,
  createCrew,
  createFunction,
  createItem,
  createLocation,
  createLogin,
  createProject,
  tenantOfHost,
  tokenPerson,
} from '../../test-support/fixtures';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });
let tenantId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

const crewCount = async () => be.countRows(projectCrews);

describe('project crews', () => {
  it('creates, reads, lists by project and day, updates and deletes a crew', async () => {
    const project = await createProject(be, tenantId);
    const locationId = await createLocation(be, tenantId);
    const chief = await createLogin(be, tenantId, ['crew']);
    const created = await be.call('POST', '/projectCrews', {
      token: tokens.planner,
      body: {
        projectId: project.id,
        name: 'Stage left',
        locationId,
        crewChiefId: chief.personId,
        startDate: '2030-06-01',
        endDate: '2030-06-03',
      },
    });
    expect(created.status).toBe(201);
    const crew = created.body.data;
    expect(crew).toMatchObject({
      name: 'Stage left',
      project: { id: project.id, number: project.number, name: project.name },
      location: { id: locationId, city: 'Utrecht' },
      crewChief: { id: chief.personId, name: chief.name },
      contactOnSite: null,
      startDate: '2030-06-01',
      endDate: '2030-06-03',
      counts: { items: 0, rows: 0, filled: 0, confirmed: 0 },
    });

    const functionId = await createFunction(be, tenantId);
    const item = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2030-06-02',
      endDate: '2030-06-03',
      rows: 3,
    });
    const crewMember = await createLogin(be, tenantId, ['crew']);
    await assign(be, tokens.planner, { crewItemId: item.id, personId: crewMember.personId, status: 'confirmed' });

    const one = await be.call('GET', `/projectCrews/${crew.id}`, { token: tokens.planner });
    expect(one.body.data.counts).toEqual({ items: 1, rows: 3, filled: 1, confirmed: 1 });

    const byProject = await be.call('GET', `/projectCrews?projectId=${project.id}`, { token: tokens.planner });
    expect(byProject.body.data.map((c: { id: number }) => c.id)).toEqual([crew.id]);
    expect(byProject.body.meta).toEqual({ page: 1, limit: 1000, total: 1 });
    const onDay = async (date: string) =>
      (await be.call('GET', `/projectCrews?projectId=${project.id}&date=${date}`, { token: tokens.planner })).body.data
        .length;
    expect(await onDay('2030-06-01')).toBe(0);
    expect(await onDay('2030-06-02')).toBe(1);
    expect(await onDay('2030-06-03')).toBe(1);
    expect(await onDay('2030-06-04')).toBe(0);

    const items = await be.call('GET', `/projectCrews/${crew.id}/items`, { token: tokens.planner });
    expect(items.body.data).toHaveLength(1);
    expect(items.body.data[0].positions.map((p: { assignment: unknown }) => p.assignment !== null)).toEqual([
      true,
      false,
      false,
    ]);

    const updated = await be.call('PUT', `/projectCrews/${crew.id}`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { name: 'Stage right', locationId: null, contactOnSiteId: chief.personId },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Stage right',
      location: null,
      contactOnSite: { id: chief.personId },
      crewChief: { id: chief.personId },
    });

    const busy = await be.call('DELETE', `/projectCrews/${crew.id}`, { headers: ANY_VERSION, token: tokens.planner });
    expect(busy.status).toBe(409);
    await be.call('POST', '/projectCrewItemStatus/notNeeded', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: item.id },
    });
    const del = await be.call('DELETE', `/projectCrews/${crew.id}`, { headers: ANY_VERSION, token: tokens.planner });
    expect(del.status).toBe(200);
    expect((await be.call('GET', `/projectCrews/${crew.id}`, { token: tokens.planner })).status).toBe(404);
  });

  it('shows crew members only the crews they are on or lead', async () => {
    const { crew: mine } = await createCrew(be, tokens.planner, tenantId);
    const { crew: other } = await createCrew(be, tokens.planner, tenantId);
    const { crew: led } = await createCrew(be, tokens.planner, tenantId);
    const member = await createLogin(be, tenantId, ['crew']);
    await be.call('PUT', `/projectCrews/${led.id}`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { crewChiefId: member.personId },
    });
    const functionId = await createFunction(be, tenantId);
    const item = await createItem(be, tokens.planner, { projectCrewId: mine.id, functionId, startDate: '2030-07-01' });
    await assign(be, tokens.planner, { crewItemId: item.id, personId: member.personId, status: 'requested' });

    const list = await be.call('GET', '/projectCrews', { token: member.token });
    expect(list.body.data.map((c: { id: number }) => c.id).sort()).toEqual([mine.id, led.id].sort());
    expect((await be.call('GET', `/projectCrews/${other.id}`, { token: member.token })).status).toBe(404);
    expect((await be.call('GET', `/projectCrews/${other.id}/items`, { token: member.token })).status).toBe(404);
    expect((await be.call('GET', `/projectCrews/${mine.id}/items`, { token: member.token })).status).toBe(200);
  });

  it('limits a project session to its own project', async () => {
    const pid = await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } });
    const token = pid.body.data.token;
    const own = await be.call('POST', '/projectCrews', {
      token: tokens.planner,
      body: { projectId: 1, name: 'Project one crew', startDate: '2030-06-01' },
    });
    const { crew: elsewhere } = await createCrew(be, tokens.planner, tenantId);
    const list = await be.call('GET', '/projectCrews', { token });
    const ids = list.body.data.map((c: { id: number; project: { id: number } }) => c.project.id);
    expect(ids.every((id: number) => id === 1)).toBe(true);
    expect(list.body.data.map((c: { id: number }) => c.id)).toContain(own.body.data.id);
    expect((await be.call('GET', `/projectCrews/${elsewhere.id}`, { token })).status).toBe(404);
    expect(
      (await be.call('POST', '/projectCrews', { token, body: { projectId: 1, name: 'x', startDate: '2030-06-01' } }))
        .status,
    ).toBe(403);
  });

  it('needs a token on every planning endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/projectCrews'],
      ['GET', '/projectCrews/1'],
      ['POST', '/projectCrewItemStatus/create'],
      ['GET', '/projectCrewItems/1'],
      ['POST', '/assignments'],
      ['GET', '/jobs'],
      ['GET', '/jobs/crewChief'],
      ['GET', '/blockDates'],
      ['DELETE', '/blockDates/1'],
    ] as const) {
      expect({
        path,
        status: (await be.call(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : {} }))
          .status,
      }).toEqual({ path, status: 401 });
    }
  });

  it('lets only planners write', async () => {
    const project = await createProject(be, tenantId);
    const before = await crewCount();
    for (const user of ['crew@example.com', 'chief@example.com', 'client@example.com', 'office@example.com']) {
      const res = await be.call('POST', '/projectCrews', {
        token: await be.login(user),
        body: { projectId: project.id, name: 'x', startDate: '2030-06-01' },
      });
      expect(res.status).toBe(403);
    }
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const crewToken = await be.login('crew@example.com');
    expect(
      (await be.call('DELETE', `/projectCrews/${crew.id}`, { headers: ANY_VERSION, token: crewToken })).status,
    ).toBe(403);
    expect(await crewCount()).toBe(before + 1);
  });

  it('rejects malformed payloads with field messages and writes nothing', async () => {
    const project = await createProject(be, tenantId);
    const moyoTenant = await tenantOfHost(be, 'moyo.localhost');
    const foreignProject = await createProject(be, moyoTenant);
    const foreignLocation = await createLocation(be, moyoTenant);
    const before = await crewCount();
    const base = { projectId: project.id, name: 'Crew', startDate: '2030-06-01' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, projectId: 'one' }, 'projectId'],
      [{ name: 'Crew', startDate: '2030-06-01' }, 'projectId'],
      [{ ...base, name: '' }, 'name'],
      [{ ...base, name: 'x'.repeat(201) }, 'name'],
      [{ ...base, startDate: '2030-02-30' }, 'startDate'],
      [{ ...base, endDate: '2030-05-01' }, 'endDate'],
      [{ ...base, comment: 'x'.repeat(2001) }, 'comment'],
      [{ ...base, extra: 1 }, '_'],
      [{ ...base, projectId: foreignProject.id }, 'projectId'],
      [{ ...base, projectId: 999999 }, 'projectId'],
      [{ ...base, locationId: foreignLocation }, 'locationId'],
      [{ ...base, crewChiefId: 2147483647 }, 'crewChiefId'],
    ];
    for (const [body, field] of cases) {
      const res = await be.call('POST', '/projectCrews', { token: tokens.planner, body });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      const keys = Object.keys(res.body.error.fields);
      if (field === '_') expect(keys.length).toBeGreaterThan(0);
      else expect(keys).toContain(field);
    }
    expect((await be.call('POST', '/projectCrews', { token: tokens.planner, body: '{"name":' })).status).toBe(400);
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const put = await be.call('PUT', `/projectCrews/${crew.id}`, {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { endDate: '2020-01-01' },
    });
    expect(put.status).toBe(422);
    expect(put.body.error.fields.endDate).toBeTruthy();
    expect(
      (
        await be.call('PUT', `/projectCrews/${crew.id}`, {
          headers: ANY_VERSION,
          token: tokens.planner,
          body: { contactOnSiteId: 'x' },
        })
      ).status,
    ).toBe(422);
    expect((await be.call('GET', '/projectCrews?date=2030-13-01', { token: tokens.planner })).status).toBe(422);
    expect(await crewCount()).toBe(before + 1);
  });

  it('keeps tenants apart: moyo gets 404 on demo crews', async () => {
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const moyo = await be.login('planner@example.com', { host: HOST_MOYO });
    for (const [method, path, body] of [
      ['GET', `/projectCrews/${crew.id}`, undefined],
      ['GET', `/projectCrews/${crew.id}/items`, undefined],
      ['PUT', `/projectCrews/${crew.id}`, { name: 'Stolen' }],
      ['DELETE', `/projectCrews/${crew.id}`, undefined],
    ] as const) {
      const res = await be.call(method, path, { token: moyo, body, host: HOST_MOYO });
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 404 });
    }
    const list = await be.call('GET', '/projectCrews', { token: moyo, host: HOST_MOYO });
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(crew.id);
    const [row] = await be.db.select().from(projectCrews).where(eq(projectCrews.id, crew.id));
    expect(row!.name).toBe(crew.name);
  });
});
