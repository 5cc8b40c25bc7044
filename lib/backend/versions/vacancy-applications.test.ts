// Several planners at once on an application for a vacancy (lib/domain/versions.ts), over HTTP and
// on both drivers: accepting and rejecting refuse a missing version (428) and an older one (412,
// with who and when) before the application's state is looked at; of two answers based on one
// version exactly one wins; the version counts up on every committed answer, never on a refused one.
import { eq } from 'drizzle-orm';
import { projectCrewItems, vacancyApplications } from '../db/schema';
import { createCrew, createCrewMember, createFunction, createItem, tokenPerson } from '../test-support/fixtures';
import { withBackend } from '../test-support/with-backend';
import { versionOf } from '../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });

let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId, 'Rigger');
});

const stored = async (id: number) =>
  (await be.db.select().from(vacancyApplications).where(eq(vacancyApplications.id, id)))[0]!;
const answer = (id: number, how: 'accept' | 'reject', ifMatch?: string) =>
  be.call('POST', `/vacancyApplications/${id}/${how}`, {
    token: tokens.planner,
    body: how === 'accept' ? {} : undefined,
    headers: versionOf(ifMatch),
  });

/** A crew member's waiting application for a new vacancy in 2032. */
async function applied() {
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  const item = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2032-07-01' });
  await be.db
    .update(projectCrewItems)
    .set({ isVacancy: true, status: 'active' })
    .where(eq(projectCrewItems.id, item.id));
  const me = await createCrewMember(be, tenantId, [functionId]);
  const res = await be.call('POST', `/projectCrewItems/${item.id}/applyVacancy`, { token: me.token });
  return res.body.data as { id: number; version: number };
}

describe('applications for a vacancy carry a version', () => {
  it('shows it to planners and counts it up on the answer, in the body and as the ETag', async () => {
    const a = await applied();
    expect(a.version).toBe(1);
    const listed = (await be.call('GET', '/projectVacancies', { token: tokens.planner })).body.data as any[];
    const applicant = listed.flatMap((v) => v.applicants).find((x: any) => x.applicationId === a.id);
    expect(applicant.version).toBe(1);
    const res = await answer(a.id, 'accept', '"1"');
    expect([res.status, res.body.data.version, res.headers.get('etag')]).toEqual([200, 2, '"2"']);
  });

  it('refuses an answer without If-Match (428) or based on an older version (412)', async () => {
    const a = await applied();
    expect((await answer(a.id, 'accept')).status).toBe(428);
    expect((await answer(a.id, 'reject')).status).toBe(428);
    expect(await stored(a.id)).toMatchObject({ version: 1, status: 'applied' });
    expect((await answer(a.id, 'reject', '"1"')).status).toBe(200);
    const stale = await answer(a.id, 'accept', '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { version: 2, changedBy: { name: 'Pat Jansen' }, changedAt: expect.any(String) },
    });
    expect(await stored(a.id)).toMatchObject({ version: 2, status: 'rejected' });
  });

  it('of two answers based on one version, exactly one wins', async () => {
    const a = await applied();
    const results = await Promise.all([answer(a.id, 'accept', '"1"'), answer(a.id, 'reject', '"1"')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const won = results.find((r) => r.status === 200)!.body.data as { status: string };
    expect(await stored(a.id)).toMatchObject({ version: 2, status: won.status });
  });
});
