// Several people at once on a shift swap (lib/domain/versions.ts), over HTTP and on both drivers:
// the offerer's withdrawal, a colleague's take and the planners' approval and rejection refuse a
// missing version (428) and an older one (412, with who and when); of two steps based on one
// version exactly one wins; the version counts up on every committed step, never on a refused one.
import { eq } from 'drizzle-orm';
import { projectCrewItems, shiftSwaps } from '../db/schema';
import {
  assign,
  createCrew,
  createCrewMember,
  createFunction,
  createItem,
  tokenPerson,
} from '../test-support/fixtures';
import { withBackend } from '../test-support/with-backend';
import { versionOf } from '../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });

let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId, 'Rigger');
});

const stored = async (id: number) => (await be.db.select().from(shiftSwaps).where(eq(shiftSwaps.id, id)))[0]!;
const step = (token: string, id: number, what: 'take' | 'withdraw' | 'approve' | 'reject', ifMatch?: string) =>
  be.call('POST', `/shiftSwaps/${id}/${what}`, { token, headers: versionOf(ifMatch) });

/** A crew member's confirmed job in 2032, offered; and a colleague with its function. */
async function offered() {
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  const item = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2032-08-01' });
  await be.db.update(projectCrewItems).set({ status: 'active' }).where(eq(projectCrewItems.id, item.id));
  const offerer = await createCrewMember(be, tenantId, [functionId]);
  const colleague = await createCrewMember(be, tenantId, [functionId]);
  const job = await assign(be, tokens.planner, {
    crewItemId: item.id,
    personId: offerer.personId,
    status: 'confirmed',
  });
  const res = await be.call('POST', `/jobs/${job.id}/shiftSwap`, { token: offerer.token });
  return { offerer, colleague, swap: res.body.data as { id: number; version: number } };
}

describe('shift swaps carry a version', () => {
  it('answers with it, in the body and as the ETag, and counts it up on every step', async () => {
    const { colleague, swap } = await offered();
    expect(swap.version).toBe(1);
    const listed = (await be.call('GET', '/shiftSwaps', { token: tokens.planner })).body.data as any[];
    expect(listed.find((s) => s.id === swap.id)).toMatchObject({ version: 1 });
    const taken = await step(colleague.token, swap.id, 'take', '"1"');
    expect([taken.status, taken.body.data.version, taken.headers.get('etag')]).toEqual([200, 2, '"2"']);
    const approved = await step(tokens.planner, swap.id, 'approve', '"2"');
    expect([approved.status, approved.body.data.version]).toEqual([200, 3]);
  });

  it('refuses every step without If-Match (428), and one based on an older version (412)', async () => {
    const { offerer, colleague, swap } = await offered();
    for (const [token, what] of [
      [colleague.token, 'take'],
      [offerer.token, 'withdraw'],
      [tokens.planner, 'approve'],
      [tokens.planner, 'reject'],
    ] as const)
      expect({ what, status: (await step(token, swap.id, what)).status }).toEqual({ what, status: 428 });
    expect(await stored(swap.id)).toMatchObject({ version: 1, status: 'offered' });
    expect((await step(colleague.token, swap.id, 'take', '"1"')).status).toBe(200);
    // The planner decides on the offer as it was before a colleague took it: refused, and told who.
    const stale = await step(tokens.planner, swap.id, 'reject', '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { version: 2, changedBy: { id: colleague.personId }, changedAt: expect.any(String) },
    });
    expect(await stored(swap.id)).toMatchObject({ version: 2, status: 'taken' });
    // Someone else's swap stays unknown to a crew member who is not its offerer, whatever version.
    expect((await step(colleague.token, swap.id, 'withdraw', '*')).status).toBe(404);
  });

  it('of two steps based on one version, exactly one wins', async () => {
    const { offerer, colleague, swap } = await offered();
    const results = await Promise.all([
      step(colleague.token, swap.id, 'take', '"1"'),
      step(offerer.token, swap.id, 'withdraw', '"1"'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const won = results.find((r) => r.status === 200)!.body.data as { status: string };
    expect(await stored(swap.id)).toMatchObject({ version: 2, status: won.status });
  });
});
