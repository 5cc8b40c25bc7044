// Several planners at once on crew items (lib/domain/versions.ts), over HTTP and on both drivers:
// every write refuses a missing version (428) and an older one (412, saying who changed it and
// when); of two writes based on one version exactly one wins; the version counts up on every
// committed write, never on a refused one, and not for what the database keeps itself.
import { eq } from 'drizzle-orm';
import { projectCrewItems } from '../db/schema';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from '../test-support/fixtures';
import { withBackend } from '../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner'] });

let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId);
});

async function newItem() {
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  return (await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2030-06-01' })) as {
    id: number;
    version: number;
  };
}

const stored = async (id: number) =>
  (await be.db.select().from(projectCrewItems).where(eq(projectCrewItems.id, id)))[0]!;

/** Each versioned write of a crew item: its path and a body that changes the item in design. */
const WRITES: Array<[string, (id: number) => string, (id: number) => Record<string, unknown>]> = [
  ['update', () => '/projectCrewItemStatus/update', (id) => ({ id, rows: 3 })],
  ['update by path', (id) => `/projectCrewItems/${id}/update`, () => ({ catering: 'Lunch' })],
  ['activate', () => '/projectCrewItemStatus/activate', (id) => ({ id })],
  ['notNeeded', () => '/projectCrewItemStatus/notNeeded', (id) => ({ id })],
  ['noShow', () => '/projectCrewItemStatus/noShow', (id) => ({ id, assignmentId: 1 })],
];

describe('crew items carry a version', () => {
  it('answers with it, in the body and as the ETag', async () => {
    const item = await newItem();
    expect(item.version).toBe(1);
    const res = await be.call('GET', `/projectCrewItems/${item.id}`, { token: tokens.planner });
    expect(res.body.data.version).toBe(1);
    expect(res.headers.get('etag')).toBe('"1"');
  });

  it.each(WRITES)(
    '%s: refuses a write without If-Match (428) or with an older version (412)',
    async (_, path, body) => {
      const item = await newItem();
      const missing = await be.call('POST', path(item.id), { token: tokens.planner, body: body(item.id) });
      expect(missing.status).toBe(428);
      expect(missing.body.error.code).toBe('PRECONDITION_REQUIRED');

      // Pat changes the item in another tab; the write below was based on what was there before.
      const changed = await be.call('POST', '/projectCrewItemStatus/update', {
        token: tokens.planner,
        headers: { 'if-match': '"1"' },
        body: { id: item.id, comment: 'Bring gloves' },
      });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).toBe('"2"');
      const stale = await be.call('POST', path(item.id), {
        token: tokens.planner,
        headers: { 'if-match': '"1"' },
        body: body(item.id),
      });
      expect(stale.status).toBe(412);
      expect(stale.body.error).toMatchObject({
        code: 'PRECONDITION_FAILED',
        details: { version: 2, changedBy: { name: 'Pat Jansen' } },
      });
      expect(Date.parse(stale.body.error.details.changedAt)).not.toBeNaN();
      // Refused: nothing changed, the version neither.
      expect(await stored(item.id)).toMatchObject({ version: 2, rows: 2, catering: null, status: 'design' });
    },
  );

  it('counts up on every committed write, and a list of versions or * matches', async () => {
    const item = await newItem();
    const write = (path: string, body: unknown, ifMatch: string) =>
      be.call('POST', path, { token: tokens.planner, headers: { 'if-match': ifMatch }, body });
    expect((await write('/projectCrewItemStatus/update', { id: item.id, rows: 3 }, '"1"')).body.data.version).toBe(2);
    expect((await write('/projectCrewItemStatus/activate', { id: item.id }, '"1", "2"')).body.data.version).toBe(3);
    expect((await write(`/projectCrewItems/${item.id}/update`, { rows: 4 }, '*')).body.data.version).toBe(4);
    // A weak tag never matches (If-Match compares strongly).
    expect((await write('/projectCrewItemStatus/notNeeded', { id: item.id }, 'W/"4"')).status).toBe(412);
    expect((await write('/projectCrewItemStatus/notNeeded', { id: item.id }, '"4"')).body.data.version).toBe(5);
    // A write that changes nothing is no new version.
    expect((await write('/projectCrewItemStatus/update', { id: item.id }, '"5"')).body.data.version).toBe(5);
    expect(await stored(item.id)).toMatchObject({ version: 5, status: 'notNeeded', rows: 4 });
  });

  it('is not counted up by what the database keeps itself: people put on its rows', async () => {
    const item = await newItem();
    const person = await createLogin(be, tenantId, ['crew']);
    await assign(be, tokens.planner, { crewItemId: item.id, personId: person.personId });
    expect(await stored(item.id)).toMatchObject({ version: 1, liveRows: 1 });
  });

  it('of two writes based on one version, exactly one wins', async () => {
    const item = await newItem();
    const results = await Promise.all(
      ['Morning crew', 'Evening crew'].map((comment) =>
        be.call('POST', '/projectCrewItemStatus/update', {
          token: tokens.planner,
          headers: { 'if-match': '"1"' },
          body: { id: item.id, comment },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200)!.body.data as { comment: string };
    expect(await stored(item.id)).toMatchObject({ version: 2, comment: winner.comment });
  });

  it('says nobody changed it when no person did (a job of the system)', async () => {
    const item = await newItem();
    await be.db.update(projectCrewItems).set({ comment: 'by the system' }).where(eq(projectCrewItems.id, item.id));
    const bySystem = await be.call('POST', '/projectCrewItemStatus/update', {
      token: tokens.planner,
      headers: { 'if-match': '"1"' },
      body: { id: item.id, rows: 3 },
    });
    expect(bySystem.body.error.details).toMatchObject({ version: 2, changedBy: null });
  });
});
