import { eq } from 'drizzle-orm';
import { persons, projectCrews, projects } from '../../db/schema';
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({
  as: ['crew', 'crewNl', 'chief', 'planner', 'client', 'office', 'moyoPlanner'],
});
let crew: TTestCrew;

beforeAll(async () => {
  crew = await crewWithChiefAndMembers(be, { chiefId: personIds.chief, members: [personIds.crew], date: '2026-01-05' });
  await be.db.update(projectCrews).set({ contactOnSiteId: personIds.client }).where(eq(projectCrews.id, crew.crewId));
  await be.db.update(projects).set({ projectManagerId: personIds.planner }).where(eq(projects.id, crew.projectId));
  await be.db.update(persons).set({ phone: '+31 6 0000 0001' }).where(eq(persons.id, personIds.crew));
});

describe('crew contacts', () => {
  it('name the crew chief, contact on site, project manager and members with phone and email', async () => {
    const res = await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens.crew });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      crewChief: { personId: personIds.chief, name: 'Chris Bakker', email: 'chief@example.com' },
      contactOnSite: { personId: personIds.client, name: 'Casey Smit' },
      projectManager: { personId: personIds.planner, name: 'Pat Jansen', email: 'planner@example.com' },
      members: [
        {
          personId: personIds.crew,
          name: 'Sam de Vries',
          phone: '+31 6 0000 0001',
          email: 'crew@example.com',
          function: expect.any(String),
        },
      ],
    });
  });
  it("are visible to the project's client and its project login, not to outsiders or other tenants", async () => {
    expect((await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens.client })).status).toBe(200);
    const [demoProject] = await be.db.select({ hash: projects.passwordHash }).from(projects).where(eq(projects.id, 1));
    await be.db.update(projects).set({ passwordHash: demoProject!.hash }).where(eq(projects.id, crew.projectId));
    const pid = await be.call('POST', '/auth/token', { body: { projectId: crew.projectId, password: 'demo-link' } });
    expect((await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: pid.body.data.token })).status).toBe(
      200,
    );
    const otherProject = await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } });
    expect(
      (await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: otherProject.body.data.token })).status,
    ).toBe(404);
    expect((await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens.crewNl })).status).toBe(404);
    expect((await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens.office })).status).toBe(404);
    expect(
      (await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens.moyoPlanner, host: HOST_MOYO }))
        .status,
    ).toBe(404);
  });
});
