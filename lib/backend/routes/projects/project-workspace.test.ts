// The project page's calls: list rows with type and fill, crews and crew items of a project,
// contacts, to-dos (due tomorrow, priority 1), copy, report (read back with pdftotext),
// exports and project types; who may call each, and another tenant's 404.
import { and, eq } from 'drizzle-orm';
import { activities, assignments, projectCrewItems, projectCrews, projects } from '../../db/schema';
import { addDays } from '../../../domain/calendar-days';
import { HOST_MOYO } from '../../test-support/test-backend';
import { pdfText } from '../../test-support/pdf-text';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';
import { clock } from '../../../domain/clock';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'client', 'crew', 'office', 'moyoPlanner'] });
let pid: string;
let tenantId: number;
const tomorrow = () => addDays(clock.today('Europe/Amsterdam'), 1);
const get = (path: string, token: string, host?: string) => be.call('GET', path, { token, host });

beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } })).body.data.token;
});

describe('GET /projects', () => {
  it('shows each row with its type and how full its crews are, counted from the rows', async () => {
    const res = await get('/projects?limit=1000', tokens.planner);
    const one = res.body.data.find((p: { id: number }) => p.id === 1);
    const items = await be.db
      .select({ rows: projectCrewItems.rows, status: projectCrewItems.status, id: projectCrewItems.id })
      .from(projectCrewItems)
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
      .where(eq(projectCrews.projectId, 1));
    const needed = items.filter((i) => i.status !== 'notNeeded').reduce((n, i) => n + i.rows, 0);
    expect(one.fill.needed).toBe(needed);
    expect(one.fill.filled).toBeGreaterThan(0);
    expect(one.fill.filled).toBeLessThanOrEqual(needed);
    expect(res.body.data.some((p: { projectType: unknown }) => p.projectType !== null)).toBe(true);
  });

  it('searches by name and by number, and keeps the projects running in a month', async () => {
    const [p1] = await be.db.select().from(projects).where(eq(projects.id, 1));
    const byNumber = await get(`/projects?search=${p1!.number}`, tokens.planner);
    expect(byNumber.body.data.map((p: { id: number }) => p.id)).toContain(1);
    const byName = await get(
      `/projects?search=${encodeURIComponent(p1!.name.slice(0, 8).toLowerCase())}`,
      tokens.planner,
    );
    expect(
      byName.body.data.every((p: { name: string; number: number; client: { name: string } }) =>
        `${p.name} ${p.number} ${p.client.name}`.toLowerCase().includes(p1!.name.slice(0, 8).toLowerCase()),
      ),
    ).toBe(true);
    const month = await get('/projects?from=2030-03-01&to=2030-03-31', tokens.planner);
    expect(month.status).toBe(200);
    const inMonth = await get(`/projects?from=${p1!.beginDate}&to=${p1!.beginDate}`, tokens.planner);
    expect(
      inMonth.body.data.every(
        (p: { beginDate: string; endDate: string }) => p.beginDate <= p1!.beginDate && p.endDate >= p1!.beginDate,
      ),
    ).toBe(true);
    expect(inMonth.body.data.map((p: { id: number }) => p.id)).toContain(1);
  });

  it('gives the demo client projects in every list of rules §4', async () => {
    const list = async (q: string) => (await get(`/projects?${q}`, tokens.client)).body.data as { status: string }[];
    expect((await list('closed=false')).length).toBeGreaterThan(0);
    expect((await list('closed=true')).length).toBeGreaterThan(0);
    expect((await list('period=past')).length).toBeGreaterThan(0);
    expect((await list('period=ongoing')).length).toBeGreaterThan(0);
    expect((await list('status=requested')).length).toBeGreaterThan(0);
    const statuses = new Set((await list('limit=1000')).map((p) => p.status));
    expect([...statuses].sort()).toEqual(['closed', 'confirmed', 'quoted', 'requested']);
    expect((await get('/projects?scope=mine&limit=1000', tokens.planner)).body.data.length).toBeGreaterThan(0);
  });
});

describe('GET /projects/{id}/crews, crewItems and contacts', () => {
  it('shows the project session its crews and items, and its manager as a contact only', async () => {
    const crews = await get('/projects/1/crews', pid);
    expect(crews.status).toBe(200);
    expect(crews.body.data.length).toBeGreaterThanOrEqual(3);
    expect(crews.body.data.map((c: { name: string }) => c.name)).toContain('Show crew');
    const items = await get('/projects/1/crewItems', pid);
    expect(items.body.data.length).toBeGreaterThan(0);
    expect(items.body.data.every((i: { allowedActions: string[] }) => i.allowedActions.length === 0)).toBe(true);
    const contacts = await get('/projects/1/contacts', pid);
    expect(Object.keys(contacts.body.data.projectManager).sort()).toEqual([
      'email',
      'function',
      'name',
      'personId',
      'phone',
    ]);
    expect((await get('/projects/2/crews', pid)).status).toBe(404);
    expect((await get('/projects/2/contacts', pid)).status).toBe(404);
  });

  it('gives planners the status actions of each item', async () => {
    const items = await get('/projects/1/crewItems', tokens.planner);
    const active = items.body.data.find((i: { status: string }) => i.status === 'active');
    expect(active.allowedActions).toEqual(['update', 'notNeeded', 'noShow']);
  });

  it('answers 404 to another tenant', async () => {
    for (const path of ['/projects/1/crews', '/projects/1/crewItems', '/projects/1/contacts'])
      expect((await get(path, tokens.moyoPlanner, HOST_MOYO)).status).toBe(404);
  });
});

describe('project to-dos', () => {
  it('are due the next day with priority 1, for the project manager', async () => {
    const res = await be.call('POST', '/projects/1/activities', {
      token: tokens.planner,
      body: { caption: 'Order extra radios', body: 'Ten more for the stewards' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      caption: 'Order extra radios',
      dueDate: tomorrow(),
      priority: 1,
      project: { id: 1 },
      recipientPerson: { id: personIds.planner },
      parameters: { priority: 1, dueDate: tomorrow().split('-').reverse().join('.') },
    });
    const list = await get('/projects/1/activities', tokens.planner);
    expect(list.body.data.map((a: { id: number }) => a.id)).toContain(res.body.data.id);
    expect(list.body.data.every((a: { project: { id: number } }) => a.project.id === 1)).toBe(true);
  });

  it('go to the planners as a group when the project has no manager, also for a crew item', async () => {
    const functionId = await createFunction(be, tenantId);
    const { crew, project } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2030-06-01' });
    const res = await be.call('POST', `/projectCrewItems/${item.id}/activities`, {
      token: tokens.planner,
      body: { caption: 'Find a second forklift driver' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      recipientGroup: 'Planners',
      recipientPerson: null,
      dueDate: tomorrow(),
      priority: 1,
      crewItemId: item.id,
      project: { id: project.id },
    });
    const list = await get(`/projectCrewItems/${item.id}/activities`, tokens.planner);
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([res.body.data.id]);
  });

  it('are for planners only; bad input changes nothing', async () => {
    const before = await be.countRows(activities);
    for (const token of [tokens.client, tokens.crew, tokens.office, pid]) {
      const res = await be.call('POST', '/projects/1/activities', { token, body: { caption: 'x' } });
      expect(res.status).toBe(403);
    }
    const bad = await be.call('POST', '/projects/1/activities', { token: tokens.planner, body: { caption: ' ' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.caption).toBeTruthy();
    expect(await be.countRows(activities)).toBe(before);
    const other = await be.call('POST', '/projects/1/activities', {
      token: tokens.moyoPlanner,
      host: HOST_MOYO,
      body: { caption: 'x' },
    });
    expect(other.status).toBe(404);
  });
});

describe('POST /projects/{id}/copy', () => {
  it('makes a requested project with the same crews and items moved to the new dates, without people', async () => {
    const functionId = await createFunction(be, tenantId);
    const person = await createLogin(be, tenantId, ['crew']);
    const { crew, project } = await createCrew(be, tokens.planner, tenantId, { endDate: '2030-06-02' });
    const item = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2030-06-01',
      endDate: '2030-06-02',
      startTime: '22:00',
      endTime: '06:00',
      rows: 3,
      comment: 'Night',
    });
    await be.call('POST', '/projectCrewItemStatus/activate', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: item.id },
    });
    await assign(be, tokens.planner, { crewItemId: item.id, personId: person.personId, status: 'confirmed' });
    const dropped = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2030-06-01',
    });
    await be.call('POST', '/projectCrewItemStatus/notNeeded', {
      headers: ANY_VERSION,
      token: tokens.planner,
      body: { id: dropped.id },
    });

    const res = await be.call('POST', `/projects/${project.id}/copy`, {
      token: tokens.planner,
      body: { beginDate: '2031-01-10' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: `${project.name} (copy)`,
      status: 'requested',
      beginDate: '2031-01-10',
      endDate: '2033-01-08',
      client: { id: project.clientId },
      hasPassword: false,
    });
    const copyId = res.body.data.id as number;
    const crews = await get(`/projects/${copyId}/crews`, tokens.planner);
    expect(crews.body.data).toHaveLength(1);
    // The project begins 2030-01-01: everything moves by 374 days.
    expect(crews.body.data[0]).toMatchObject({ name: crew.name, startDate: '2031-06-10', endDate: '2031-06-11' });
    const items = (await get(`/projects/${copyId}/crewItems`, tokens.planner)).body.data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      status: 'design',
      function: { id: functionId },
      startDate: '2031-06-10',
      endDate: '2031-06-11',
      startTime: '22:00',
      endTime: '06:00',
      rows: 3,
      comment: 'Night',
      startsAt: '2031-06-10T20:00:00.000Z',
      endsAt: '2031-06-12T04:00:00.000Z',
    });
    const people = await be.db.select().from(assignments).where(eq(assignments.crewItemId, items[0].id));
    expect(people).toEqual([]);
    const named = await be.call('POST', `/projects/${project.id}/copy`, {
      token: tokens.planner,
      body: { beginDate: '2030-01-01', name: 'Next edition' },
    });
    expect(named.body.data).toMatchObject({ name: 'Next edition', beginDate: '2030-01-01' });
  });

  it('is for planners; bad input, other tenants and other roles change nothing', async () => {
    const before = await be.countRows(projects);
    for (const token of [tokens.client, tokens.office, tokens.crew])
      expect((await be.call('POST', '/projects/1/copy', { token, body: { beginDate: '2031-01-01' } })).status).toBe(
        403,
      );
    expect((await be.call('POST', '/projects/1/copy', { token: pid, body: { beginDate: '2031-01-01' } })).status).toBe(
      403,
    );
    const bad = await be.call('POST', '/projects/1/copy', { token: tokens.planner, body: { beginDate: '2031-02-30' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.beginDate).toBeTruthy();
    expect((await be.call('POST', '/projects/1/copy', { token: tokens.planner, body: {} })).status).toBe(422);
    const other = await be.call('POST', '/projects/1/copy', {
      token: tokens.moyoPlanner,
      host: HOST_MOYO,
      body: { beginDate: '2031-01-01' },
    });
    expect(other.status).toBe(404);
    expect(await be.countRows(projects)).toBe(before);
  });
});

describe('GET /projects/{id}/report', () => {
  it('is a PDF with the project, its crews, items and people, readable by pdftotext', async () => {
    const res = await fetch(`${be.url}/api/v1/projects/1/report`, {
      headers: { authorization: `Bearer ${tokens.planner}`, 'x-forwarded-host': 'localhost:3000', type: 'MOBILE' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    const [p1] = await be.db.select().from(projects).where(eq(projects.id, 1));
    expect(text).toContain(`Project ${p1!.number}`);
    expect(text).toContain('Show crew');
    expect(text).toContain('Stagehand');
    expect(text).toMatch(/Rows filled\s+\d+ of \d+/);
    const [someone] = await be.db
      .select({ personId: assignments.personId })
      .from(assignments)
      .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
      .where(and(eq(projectCrews.projectId, 1), eq(assignments.status, 'confirmed')))
      .limit(1);
    expect(someone).toBeTruthy();
  });

  it('is for planners, office and the client; not crew, another tenant or a project session', async () => {
    expect((await get('/projects/1/report', tokens.client)).status).toBe(200);
    expect((await get('/projects/1/report', tokens.office)).status).toBe(200);
    expect((await get('/projects/1/report', tokens.crew)).status).toBe(403);
    expect((await get('/projects/1/report', pid)).status).toBe(403);
    expect((await get('/projects/1/report', tokens.moyoPlanner, HOST_MOYO)).status).toBe(404);
  });
});

describe('GET /projects/{id}/exports', () => {
  it('writes the crews and the people as CSV', async () => {
    const raw = await fetch(`${be.url}/api/v1/projects/1/exports/crews?format=csv`, {
      headers: { authorization: `Bearer ${tokens.planner}`, 'x-forwarded-host': 'localhost:3000', type: 'MOBILE' },
    });
    // A byte-order mark first, so that spreadsheets read UTF-8.
    expect([...new Uint8Array(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const crews = await get('/projects/1/exports/crews?format=csv', tokens.planner);
    expect(crews.status).toBe(200);
    expect(crews.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(crews.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Crew,Location,City,Crew chief,Contact on site,Function,Status,Start date,End date,Start time,End time,Rows,Filled,Catering,Comment',
    );
    expect(lines.some((l) => l.startsWith('Show crew,'))).toBe(true);
    const people = await get('/projects/1/exports/people?format=csv', tokens.office);
    const rows = String(people.body).trim().split('\r\n');
    expect(rows[0]).toBe('Crew,Function,Start date,End date,Start time,End time,Row,Person,Status,Phone,Email');
    // Phone numbers start with "+": written as text, never as a formula.
    expect(rows.slice(1).every((r) => !/,\+\d/.test(r))).toBe(true);
    expect(rows.length).toBeGreaterThan(5);
  });

  it('is for planners and office only', async () => {
    expect((await get('/projects/1/exports/people', tokens.client)).status).toBe(403);
    expect((await get('/projects/1/exports/people', tokens.crew)).status).toBe(403);
    expect((await get('/projects/1/exports/crews', tokens.moyoPlanner, HOST_MOYO)).status).toBe(404);
  });
});

describe('GET /projectTypes', () => {
  it('lists the tenant types, at most 100 a page (rules §9)', async () => {
    const res = await get('/projectTypes', tokens.planner);
    expect(res.body.meta).toMatchObject({ limit: 100, page: 1 });
    expect(res.body.data.map((t: { name: string }) => t.name)).toContain('Festival');
    expect((await get('/projectTypes?limit=101', tokens.planner)).status).toBe(422);
    const moyo = await get('/projectTypes', tokens.moyoPlanner, HOST_MOYO);
    expect(moyo.body.data.map((t: { name: string }) => t.name)).not.toContain('Trade fair');
    expect((await get('/projectTypes', pid)).status).toBe(403);
  });
});
