// Several planners at once on project crews (lib/domain/versions.ts), over HTTP and on both
// drivers: a change or a deletion refuses a missing version (428) and an older one (412, with who
// and when); of two changes based on one version exactly one wins; the version counts up on every
// committed change, never on a refused one, and not when the crew's items change.
import { eq } from 'drizzle-orm';
import { projectCrews } from '../db/schema';
import { createCrew, createFunction, createItem, tokenPerson } from '../test-support/fixtures';
import { withBackend } from '../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner'] });

let tenantId: number;
beforeAll(() => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

const stored = async (id: number) => (await be.db.select().from(projectCrews).where(eq(projectCrews.id, id)))[0];
const put = (id: number, body: unknown, ifMatch?: string) =>
  be.call('PUT', `/projectCrews/${id}`, {
    token: tokens.planner,
    body,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });
const del = (id: number, ifMatch?: string) =>
  be.call('DELETE', `/projectCrews/${id}`, {
    token: tokens.planner,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });

describe('project crews carry a version', () => {
  it('answers with it, in the body and as the ETag, and counts it up on every committed change', async () => {
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    expect(crew.version).toBe(1);
    const res = await be.call('GET', `/projectCrews/${crew.id}`, { token: tokens.planner });
    expect([res.body.data.version, res.headers.get('etag')]).toEqual([1, '"1"']);
    const changed = await put(crew.id, { name: 'Day crew' }, '"1"');
    expect([changed.status, changed.body.data.version, changed.headers.get('etag')]).toEqual([200, 2, '"2"']);
    // A crew item added to it changes the item, not the crew.
    await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId: await createFunction(be, tenantId),
      startDate: '2030-06-01',
    });
    expect((await stored(crew.id))!.version).toBe(2);
  });

  it('refuses a change or a deletion without If-Match (428) or with an older version (412)', async () => {
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    expect((await put(crew.id, { name: 'No version' })).status).toBe(428);
    expect((await del(crew.id)).status).toBe(428);
    expect((await put(crew.id, { comment: 'Gate B' }, '"1"')).status).toBe(200);
    const stale = await put(crew.id, { name: 'Late' }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { version: 2, changedBy: { name: 'Pat Jansen' } },
    });
    const staleDelete = await del(crew.id, '"1"');
    expect(staleDelete.status).toBe(412);
    expect(await stored(crew.id)).toMatchObject({ version: 2, name: crew.name, comment: 'Gate B' });
    expect((await del(crew.id, '"2"')).status).toBe(200);
    expect(await stored(crew.id)).toBeUndefined();
  });

  it('of two changes based on one version, exactly one wins', async () => {
    const { crew } = await createCrew(be, tokens.planner, tenantId);
    const results = await Promise.all(['North gate', 'South gate'].map((comment) => put(crew.id, { comment }, '"1"')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200)!.body.data as { comment: string };
    expect(await stored(crew.id)).toMatchObject({ version: 2, comment: winner.comment });
  });
});
