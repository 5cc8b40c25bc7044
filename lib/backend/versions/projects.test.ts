// Several planners at once on projects (lib/domain/versions.ts), over HTTP and on both drivers:
// a change of the project's fields or of its status refuses a missing version (428) and an older
// one (412, with who and when); of two changes based on one version exactly one wins, a status
// move too; the version counts up on every committed change, never on a refused one.
import { eq } from 'drizzle-orm';
import { projects } from '../db/schema';
import { createProject, tokenPerson } from '../test-support/fixtures';
import { withBackend } from '../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner'] });

let tenantId: number;
beforeAll(() => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

const stored = async (id: number) => (await be.db.select().from(projects).where(eq(projects.id, id)))[0]!;
const write = (method: 'PUT' | 'POST', path: string, body: unknown, ifMatch?: string) =>
  be.call(method, path, { token: tokens.planner, body, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
const change = (id: number, body: unknown, ifMatch?: string) => write('PUT', `/projects/${id}`, body, ifMatch);
const move = (id: number, status: string, ifMatch?: string) =>
  write('POST', `/projects/${id}/status`, { status }, ifMatch);

describe('projects carry a version', () => {
  it('answers with it, in the body and as the ETag, and counts it up on every committed change', async () => {
    const p = await createProject(be, tenantId);
    const res = await be.call('GET', `/projects/${p.id}`, { token: tokens.planner });
    expect([res.body.data.version, res.headers.get('etag')]).toEqual([1, '"1"']);
    const renamed = await change(p.id, { name: 'Harbour Festival' }, '"1"');
    expect([renamed.status, renamed.body.data.version, renamed.headers.get('etag')]).toEqual([200, 2, '"2"']);
    const closed = await move(p.id, 'closed', '"2"');
    expect([closed.status, closed.body.data.version]).toEqual([200, 3]);
    // A change that changes nothing is no new version.
    expect((await change(p.id, { name: 'Harbour Festival' }, '"3"')).body.data.version).toBe(3);
  });

  it('refuses a change or a status move without If-Match (428) or with an older version (412)', async () => {
    const p = await createProject(be, tenantId);
    expect((await change(p.id, { name: 'No version' })).status).toBe(428);
    expect((await move(p.id, 'closed')).status).toBe(428);
    expect((await change(p.id, { comment: 'Two stages' }, '"1"')).status).toBe(200);
    for (const stale of [await change(p.id, { name: 'Late' }, '"1"'), await move(p.id, 'closed', '"1"')]) {
      expect(stale.status).toBe(412);
      expect(stale.body.error).toMatchObject({
        code: 'PRECONDITION_FAILED',
        details: { version: 2, changedBy: { name: 'Pat Jansen' } },
      });
    }
    expect(await stored(p.id)).toMatchObject({ version: 2, name: p.name, status: 'confirmed', comment: 'Two stages' });
  });

  it('of two changes based on one version, exactly one wins; of two status moves too', async () => {
    const p = await createProject(be, tenantId);
    const edits = await Promise.all(['North', 'South'].map((comment) => change(p.id, { comment }, '"1"')));
    expect(edits.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = edits.find((r) => r.status === 200)!.body.data as { comment: string };
    expect(await stored(p.id)).toMatchObject({ version: 2, comment: winner.comment });
    const moves = await Promise.all([move(p.id, 'closed', '"2"'), move(p.id, 'closed', '"2"')]);
    expect(moves.map((r) => r.status).sort()).toEqual([200, 412]);
    expect(await stored(p.id)).toMatchObject({ version: 3, status: 'closed' });
  });
});
