import { eq } from 'drizzle-orm';
import { persons, projectCrews, projects } from '../db/schema';
import { createTestCrew, personIdOf, type TTestCrew } from '../services/field-work/test-crew';
import { HOST_MOYO, startTestBackend, type TTestBackend } from '../test-support/test-backend';

let be: TTestBackend;
let crew: TTestCrew;
let sam: number, chris: number, pat: number, casey: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  be = await startTestBackend();
  [sam, chris, pat, casey] = (await Promise.all(
    ['crew@example.com', 'chief@example.com', 'planner@example.com', 'client@example.com'].map((e) =>
      personIdOf(be.db, 1, e),
    ),
  )) as [number, number, number, number];
  crew = await createTestCrew(be.db, { chiefId: chris, members: [sam], date: '2026-01-05' });
  await be.db.update(projectCrews).set({ contactOnSiteId: casey }).where(eq(projectCrews.id, crew.crewId));
  await be.db.update(projects).set({ projectManagerId: pat }).where(eq(projects.id, crew.projectId));
  await be.db.update(persons).set({ phone: '+31 6 0000 0001' }).where(eq(persons.id, sam));
  for (const u of ['crew@example.com', 'crew.nl@example.com', 'client@example.com', 'office@example.com'])
    tokens[u] = await be.login(u);
  tokens.moyo = await be.login('planner@example.com', { host: HOST_MOYO });
});
afterAll(async () => {
  await be.close();
});

describe('crew contacts', () => {
  it('name the crew chief, contact on site, project manager and members with phone and email', async () => {
    const res = await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens['crew@example.com'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      crewChief: { personId: chris, name: 'Chris Bakker', email: 'chief@example.com' },
      contactOnSite: { personId: casey, name: 'Casey Smit' },
      projectManager: { personId: pat, name: 'Pat Jansen', email: 'planner@example.com' },
      members: [
        {
          personId: sam,
          name: 'Sam de Vries',
          phone: '+31 6 0000 0001',
          email: 'crew@example.com',
          function: expect.any(String),
        },
      ],
    });
  });
  it("are visible to the project's client and its project login, not to outsiders or other tenants", async () => {
    expect(
      (await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens['client@example.com'] })).status,
    ).toBe(200);
    const [demoProject] = await be.db.select({ hash: projects.passwordHash }).from(projects).where(eq(projects.id, 1));
    await be.db.update(projects).set({ passwordHash: demoProject!.hash }).where(eq(projects.id, crew.projectId));
    const pid = await be.call('POST', '/auth/token', { body: { projectId: crew.projectId, password: 'demo' } });
    expect((await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: pid.body.data.token })).status).toBe(
      200,
    );
    const otherProject = await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo' } });
    expect(
      (await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: otherProject.body.data.token })).status,
    ).toBe(404);
    expect(
      (await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens['crew.nl@example.com'] })).status,
    ).toBe(404);
    expect(
      (await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens['office@example.com'] })).status,
    ).toBe(404);
    expect(
      (await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens.moyo, host: HOST_MOYO })).status,
    ).toBe(404);
  });
});
