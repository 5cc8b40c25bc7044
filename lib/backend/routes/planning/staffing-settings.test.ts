// Clients staffing their own projects (issue 30): only where the tenant allows it (planners switch
// it; crew and office may neither read nor change it; each tenant its own), only for a project of
// their own (never a date range, never another client's project), reading back only their own
// proposals, without how far each person lives from the location or their contract's hours.
import { and, eq, ne } from 'drizzle-orm';
import { contacts, locations, persons } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import {
  createCrewMember,
  createFunction,
  createItem,
  createProject,
  createWeeklyContract,
  tokenPerson,
} from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';
import type { TStaffingProposal } from '../../../domain/planning/staffing-proposals';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'client', 'office', 'moyoPlanner'] });

const settings = (token: string, host?: string) => be.call('GET', '/staffingSettings', { token, host });
const switchTo = (clientsMayStaff: unknown, token = tokens.planner) =>
  be.call('PUT', '/staffingSettings', { token, body: { clientsMayStaff } });
const ask = (body: unknown, token = tokens.client) => be.call('POST', '/staffingProposals', { token, body });

/**
 * A project of the demo client with one crew item of one row on a day far ahead, at a venue in
 * Utrecht, and a person for it who lives in Amsterdam (35 km away) on a 40-hour contract.
 */
async function clientProject() {
  const { tenantId } = tokenPerson(tokens.planner);
  const [me] = await be.db.select().from(persons).where(eq(persons.id, personIds.client));
  const clientContactId = me!.contactId!;
  const project = await createProject(be, tenantId, { clientId: clientContactId });
  const functionId = await createFunction(be, tenantId);
  const [utrecht] = await be.db
    .insert(locations)
    .values({ tenantId, name: 'Jaarbeurs', city: 'Utrecht', latitude: 52.0907, longitude: 5.1214 })
    .returning();
  const crew = await be.call('POST', '/projectCrews', {
    token: tokens.planner,
    body: { projectId: project.id, name: 'Client crew', startDate: '2033-06-14', locationId: utrecht!.id },
  });
  const item = await createItem(be, tokens.planner, {
    projectCrewId: crew.body.data.id,
    functionId,
    startDate: '2033-06-14',
    startTime: '08:00',
    endTime: '16:00',
    rows: 1,
  });
  const ann = await createCrewMember(be, tenantId, [functionId]);
  await be.db.update(persons).set({ latitude: 52.3728, longitude: 4.8936 }).where(eq(persons.id, ann.personId));
  await createWeeklyContract(be, tenantId, ann.personId, 2400);
  return { tenantId, clientContactId, project, item, ann };
}

afterEach(async () => {
  await switchTo(false);
});

describe('GET and PUT /staffingSettings', () => {
  it('is off until a planner switches it on; crew and office may not, and each tenant keeps its own', async () => {
    expect((await settings(tokens.planner)).body.data).toEqual({ clientsMayStaff: false });
    expect((await settings(tokens.client)).body.data).toEqual({ clientsMayStaff: false });
    for (const role of ['crew', 'office'] as const) expect((await settings(tokens[role])).status).toBe(403);
    // Rights before validation: a caller without them gets 403 whatever the body.
    for (const role of ['crew', 'office', 'client'] as const)
      expect((await switchTo('yes', tokens[role])).status).toBe(403);
    const bad = await switchTo('yes');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toHaveProperty('clientsMayStaff');

    const on = await switchTo(true);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ clientsMayStaff: true });
    expect((await settings(tokens.client)).body.data).toEqual({ clientsMayStaff: true });
    expect((await settings(tokens.moyoPlanner, HOST_MOYO)).body.data).toEqual({ clientsMayStaff: false });
  });
});

describe('a client staffing its own project', () => {
  it('is refused while the tenant does not allow it, before the body is looked at', async () => {
    const { project } = await clientProject();
    expect((await ask({ scope: { kind: 'project', projectId: project.id } })).status).toBe(403);
    expect((await ask({ scope: 'nothing' })).status).toBe(403);
  });

  it('asks for, reads and accepts a proposal of its own project only, without private facts', async () => {
    const { tenantId, clientContactId, project, item, ann } = await clientProject();
    await switchTo(true);
    // Never the whole tenant's rows, nor another client's project.
    expect((await ask({ scope: { kind: 'range', from: '2033-06-14', to: '2033-06-14' } })).status).toBe(403);
    const [someoneElse] = await be.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), ne(contacts.id, clientContactId)))
      .limit(1);
    const theirs = await createProject(be, tenantId, { clientId: someoneElse!.id });
    const res = await ask({ scope: { kind: 'project', projectId: theirs.id } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty(['scope.projectId']);
    // A planner's proposal of the same project is the planner's.
    const planners = await ask({ scope: { kind: 'project', projectId: project.id } }, tokens.planner);

    const asked = await ask({ scope: { kind: 'project', projectId: project.id }, weights: { distance: 5 } });
    expect(asked.status).toBe(201);
    await be.runJobs();
    expect((await be.call('GET', `/staffingProposals/${planners.body.data.id}`, { token: tokens.client })).status).toBe(
      404,
    );
    const mine = await be.call('GET', `/staffingProposals/${asked.body.data.id}`, { token: tokens.client });
    expect(mine.status).toBe(200);
    const proposal = mine.body.data as TStaffingProposal;
    const row = proposal.result!.rows.find((r) => r.crewItemId === item.id)!;
    const proposed = row.proposed.find((p) => p.person.id === ann.personId)!;
    expect(proposed.facts).toMatchObject({ distanceKm: null, quota: null });
    // The planner reading the client's proposal sees how far Ann lives and her contract.
    const asPlanner = await be.call('GET', `/staffingProposals/${asked.body.data.id}`, { token: tokens.planner });
    const plannerRow = (asPlanner.body.data as TStaffingProposal).result!.rows.find((r) => r.crewItemId === item.id)!;
    expect(plannerRow.proposed.find((p) => p.person.id === ann.personId)!.facts).toMatchObject({
      distanceKm: 35,
      quota: { plannedMinutes: 0, quotaMinutes: 2400 },
    });

    const accepted = await be.call('POST', `/staffingProposals/${asked.body.data.id}/accept`, {
      token: tokens.client,
      body: { rows: [{ crewItemId: item.id, personId: row.proposed[0]!.person.id }] },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.requested).toHaveLength(1);

    // Switched off again, the client's proposal can no longer be read or accepted.
    await switchTo(false);
    expect((await be.call('GET', `/staffingProposals/${asked.body.data.id}`, { token: tokens.client })).status).toBe(
      403,
    );
  });
});
