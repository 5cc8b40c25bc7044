import { and, eq } from 'drizzle-orm';
import { plannerCrewMemberships, plannerCrews } from '../../db/schema';
import { withBackend } from '../../test-support/with-backend';
import { createLogin, tokenPerson, uid } from '../../test-support/fixtures';

const { be, tokens, personIds } = withBackend({
  as: ['planner', 'crew', 'client', 'office', 'moyoPlanner', 'moyoCrew'],
});
let tenantId: number;
beforeAll(() => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

const createTeam = async (body: Record<string, unknown> = {}, token = tokens.planner) =>
  be.call('POST', '/plannerCrews', { token, body: { name: `Team ${uid()}`, ...body } });
const join = (personId: number, plannerCrewId: number, token = tokens.planner) =>
  be.call('POST', `/contacts/${personId}/plannerCrewMemberships`, { token, body: { plannerCrewId } });
const leave = (personId: number, plannerCrewId: number, token = tokens.planner) =>
  be.call('DELETE', `/contacts/${personId}/plannerCrewMemberships/${plannerCrewId}`, { token });
const memberIds = async (id: number, token = tokens.planner) =>
  ((await be.call('GET', `/pCrews/${id}`, { token })).body.data.members as Array<{ id: number }>).map((m) => m.id);

describe('membership crews', () => {
  it('lets a planner create a team and add and remove members', async () => {
    const created = await createTeam({ comment: 'Weekend regulars' });
    expect(created.status).toBe(201);
    const team = created.body.data;
    expect(team).toMatchObject({ comment: 'Weekend regulars', contact: null, memberCount: 0, members: [] });

    const added = await join(personIds.crew, team.id);
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual({ plannerCrewId: team.id, personId: personIds.crew });
    expect(await memberIds(team.id)).toEqual([personIds.crew]);
    const detail = (await be.call('GET', `/pCrews/${team.id}`, { token: tokens.planner })).body.data;
    expect(detail.memberCount).toBe(1);
    expect(detail.members[0]).toMatchObject({ name: 'Sam de Vries', functions: expect.any(Array) });
    // Twice is refused, and changes nothing.
    expect((await join(personIds.crew, team.id)).status).toBe(409);

    expect((await leave(personIds.crew, team.id)).status).toBe(200);
    expect(await memberIds(team.id)).toEqual([]);
    expect((await leave(personIds.crew, team.id)).status).toBe(404);
  });

  it('validates: a name, an existing contact and team, fields named', async () => {
    const res = await createTeam({ name: '' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty('name');
    expect((await createTeam({ contactId: 999999999 })).status).toBe(422);
    expect((await join(personIds.crew, 999999999)).status).toBe(422);
  });

  it('shows a client only the teams kept for its contact', async () => {
    const list = (await be.call('GET', '/plannerCrews', { token: tokens.client })).body.data as Array<{
      id: number;
      contact: { id: number } | null;
    }>;
    expect(list.length).toBeGreaterThan(0);
    const contactIds = new Set(list.map((c) => c.contact?.id));
    expect(contactIds.size).toBe(1);
    const contactId = [...contactIds][0]!;
    const ofContact = await be.call('GET', `/contacts/${contactId}/pCrews`, { token: tokens.client });
    expect(ofContact.body.data.map((c: { id: number }) => c.id).sort()).toEqual(list.map((c) => c.id).sort());
    const other = await createTeam();
    expect(list.map((c) => c.id)).not.toContain(other.body.data.id);
    expect((await be.call('GET', `/pCrews/${other.body.data.id}`, { token: tokens.client })).status).toBe(404);
  });

  it('checks the rights before the body: crew and office cannot read; clients and operations cannot change', async () => {
    for (const token of [tokens.crew, tokens.office]) {
      expect((await be.call('GET', '/plannerCrews', { token })).status).toBe(403);
    }
    const team = (await createTeam()).body.data;
    const operations = await createLogin(be, tenantId, ['operations']);
    for (const token of [tokens.client, tokens.crew, operations.token]) {
      expect((await createTeam({ name: 42 }, token)).status).toBe(403);
      expect((await join(personIds.crew, team.id, token)).status).toBe(403);
      expect((await leave(personIds.crew, team.id, token)).status).toBe(403);
    }
    // Operations may read them (membershipCrews READ).
    expect((await be.call('GET', '/plannerCrews', { token: operations.token })).status).toBe(200);
  });

  it('keeps tenants apart', async () => {
    const team = (await createTeam()).body.data;
    await join(personIds.crew, team.id);
    expect((await be.call('GET', `/pCrews/${team.id}`, { token: tokens.moyoPlanner })).status).toBe(404);
    const moyoList = (await be.call('GET', '/plannerCrews', { token: tokens.moyoPlanner })).body.data;
    expect(moyoList.map((c: { id: number }) => c.id)).not.toContain(team.id);
    // Another tenant's person or team: not found, nothing written.
    const moyoCrew = tokenPerson(tokens.moyoCrew).personId;
    expect((await join(moyoCrew, team.id)).status).toBe(404);
    expect((await join(personIds.crew, team.id, tokens.moyoPlanner)).status).toBe(404);
    expect((await leave(personIds.crew, team.id, tokens.moyoPlanner)).status).toBe(404);
    const rows = await be.db
      .select()
      .from(plannerCrewMemberships)
      .where(and(eq(plannerCrewMemberships.plannerCrewId, team.id)));
    expect(rows.map((r) => r.personId)).toEqual([personIds.crew]);
    const [stored] = await be.db.select().from(plannerCrews).where(eq(plannerCrews.id, team.id));
    expect(stored!.tenantId).toBe(tenantId);
  });
});
