// Several planners at once on a vacation request (lib/domain/versions.ts), over HTTP and on both
// drivers. A decision can be taken back (approved, then declined), so a planner deciding on the
// request as it was before another's decision would silently overturn it: approving and declining
// refuse a missing version (428) and an older one (412, with who and when); of two decisions
// based on one version exactly one wins; the version counts up on every committed decision.
import { eq } from 'drizzle-orm';
import { vacationRequests } from '../db/schema';
import { createLogin, tokenPerson } from '../test-support/fixtures';
import { withBackend } from '../test-support/with-backend';
import { versionOf } from '../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });

let tenantId: number;
let secondPlanner: Awaited<ReturnType<typeof createLogin>>;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  secondPlanner = await createLogin(be, tenantId, ['planners']);
});

const stored = async (id: number) =>
  (await be.db.select().from(vacationRequests).where(eq(vacationRequests.id, id)))[0]!;
const decide = (token: string, id: number, how: 'approve' | 'decline', ifMatch?: string) =>
  be.call('POST', `/vacationRequests/${id}/${how}`, { token, headers: versionOf(ifMatch) });

/** A crew member's request for two days in 2031. */
async function requested() {
  const me = await createLogin(be, tenantId, ['crew']);
  const res = await be.call('POST', '/vacationRequests', {
    token: me.token,
    body: { startDate: '2031-09-01', endDate: '2031-09-02', paid: true },
  });
  return res.body.data as { id: number; version: number };
}

describe('vacation requests carry a version', () => {
  it('lists it for planners and counts it up on each decision, in the body and as the ETag', async () => {
    const v = await requested();
    expect(v.version).toBe(1);
    const review = (await be.call('GET', '/vacationRequests/review', { token: tokens.planner })).body.data as any[];
    expect(review.find((r) => r.id === v.id)).toMatchObject({ version: 1 });
    const approved = await decide(tokens.planner, v.id, 'approve', '"1"');
    expect([approved.status, approved.body.data.version, approved.headers.get('etag')]).toEqual([200, 2, '"2"']);
    // Taken back, on the version the approval answered.
    expect((await decide(tokens.planner, v.id, 'decline', '"2"')).body.data).toMatchObject({
      status: 'declined',
      version: 3,
    });
  });

  it("refuses a decision without If-Match (428), and one that would overturn another planner's unseen (412)", async () => {
    const v = await requested();
    expect((await decide(tokens.planner, v.id, 'approve')).status).toBe(428);
    expect(await stored(v.id)).toMatchObject({ version: 1, status: 'requested' });
    expect((await decide(secondPlanner.token, v.id, 'approve', '"1"')).status).toBe(200);
    const stale = await decide(tokens.planner, v.id, 'decline', '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { version: 2, changedBy: { id: secondPlanner.personId }, changedAt: expect.any(String) },
    });
    expect(await stored(v.id)).toMatchObject({ version: 2, status: 'approved' });
  });

  it('of two decisions based on one version, exactly one wins', async () => {
    const v = await requested();
    const results = await Promise.all([
      decide(tokens.planner, v.id, 'approve', '"1"'),
      decide(secondPlanner.token, v.id, 'decline', '"1"'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const won = results.find((r) => r.status === 200)!.body.data as { status: string };
    expect(await stored(v.id)).toMatchObject({ version: 2, status: won.status });
  });
});
