// The planning crew item list: a client's own crew items with their rows and who fills them;
// clients only (planners, crew and office 403); another client's items and another tenant's
// never show.
import { and, eq, ne } from 'drizzle-orm';
import { contacts, persons } from '../../db/schema';
import type { TCrewItem } from '../../../domain/planning';
import { withBackend } from '../../test-support/with-backend';
import {
  assign,
  createFunction,
  createItem,
  createLogin,
  createProject,
  tokenPerson,
} from '../../test-support/fixtures';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'client', 'office'] });

const list = (token: string, query = 'from=2032-09-01&to=2032-09-30') =>
  be.call('GET', `/planningCrewItems?${query}`, { token });

describe('GET /planningCrewItems', () => {
  it("lists the client's crew items of the period with their rows, and nobody else's", async () => {
    const tenantId = tokenPerson(tokens.planner).tenantId;
    const functionId = await createFunction(be, tenantId);
    const [clientPerson] = await be.db.select().from(persons).where(eq(persons.id, personIds.client));
    const [otherClient] = await be.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), ne(contacts.id, clientPerson!.contactId!)))
      .limit(1);
    const itemOn = async (clientId: number, startDate: string) => {
      const project = await createProject(be, tenantId, { clientId });
      const crew = await be.call('POST', '/projectCrews', {
        token: tokens.planner,
        body: { projectId: project.id, name: 'List crew', startDate },
      });
      return createItem(be, tokens.planner, { projectCrewId: crew.body.data.id, functionId, startDate });
    };
    const mine = await itemOn(clientPerson!.contactId!, '2032-09-10');
    const later = await itemOn(clientPerson!.contactId!, '2032-11-10');
    const theirs = await itemOn(otherClient!.id, '2032-09-11');
    const person = await createLogin(be, tenantId, ['crew']);
    await assign(be, tokens.planner, { crewItemId: mine.id, personId: person.personId, status: 'confirmed' });

    const res = await list(tokens.client);
    expect(res.status).toBe(200);
    const items = res.body.data as TCrewItem[];
    const ids = items.map((i) => i.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(theirs.id);
    expect(items.find((i) => i.id === mine.id)!.positions).toEqual([
      { rowNo: 1, assignment: expect.objectContaining({ person: { id: person.personId, name: person.name } }) },
      { rowNo: 2, assignment: null },
    ]);
  });

  it('refuses everyone but clients, and bad periods', async () => {
    for (const role of ['planner', 'crew', 'office'] as const) expect((await list(tokens[role])).status).toBe(403);
    expect((await list(tokens.client, 'from=2032-09-01&to=2032-12-31')).status).toBe(422);
    expect((await list(tokens.client, 'from=2032-09-10&to=2032-09-01')).status).toBe(422);
  });
});
