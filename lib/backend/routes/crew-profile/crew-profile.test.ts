import { and, eq, isNotNull } from 'drizzle-orm';
import { documents } from '../../db/schema';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'client', 'office', 'moyoPlanner'] });

const PATHS = (id: number) => [
  `/crewMember/${id}/crewFunctions`,
  `/crewMember/${id}/crewTags`,
  `/crewMember/${id}/documentBasedSkills`,
  `/persons/${id}/profileAccess`,
];

describe('crew profile calls', () => {
  it("answer a planner with the crew member's functions, tags, signed documents and contact", async () => {
    const get = async (path: string) => {
      const res = await be.call('GET', path, { token: tokens.planner });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const [fns, tags, skills, access] = await Promise.all(PATHS(personIds.crew).map(get));
    expect(fns.length).toBeGreaterThan(0);
    expect(Array.isArray(tags)).toBe(true);
    expect(access).toMatchObject({ personId: personIds.crew, name: 'Sam de Vries' });
    const signed = await be.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.personId, personIds.crew), isNotNull(documents.signedAt)));
    expect(skills.map((s: { documentId: number }) => s.documentId).sort()).toEqual(signed.map((d) => d.id).sort());
  });

  it('needs crewProfile CONTACT: crew, clients and office get 403', async () => {
    for (const token of [tokens.crew, tokens.client, tokens.office])
      for (const path of PATHS(personIds.crew))
        expect([path, (await be.call('GET', path, { token })).status]).toEqual([path, 403]);
  });

  it("answers 404 for another tenant's person", async () => {
    for (const path of PATHS(personIds.crew))
      expect([path, (await be.call('GET', path, { token: tokens.moyoPlanner })).status]).toEqual([path, 404]);
  });
});
