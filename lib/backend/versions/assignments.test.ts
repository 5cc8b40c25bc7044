// Several people at once on a person's job (lib/domain/versions.ts), over HTTP and on both drivers:
// planners' changes and cancellations and the crew member's own answer refuse a missing version
// (428) and an older one (412, with who and when); of two writes based on one version exactly one
// wins; the version counts up on every committed change, never on a refused one.
import { eq } from 'drizzle-orm';
import { assignments } from '../db/schema';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from '../test-support/fixtures';
import { withBackend } from '../test-support/with-backend';
import { versionOf } from '../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });

let tenantId: number;
let functionId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  functionId = await createFunction(be, tenantId);
});

const stored = async (id: number) => (await be.db.select().from(assignments).where(eq(assignments.id, id)))[0]!;
const change = (id: number, status: string, ifMatch?: string) =>
  be.call('PUT', `/assignments/${id}`, { token: tokens.planner, body: { status }, headers: versionOf(ifMatch) });
const cancel = (id: number, ifMatch?: string) =>
  be.call('DELETE', `/assignments/${id}`, { token: tokens.planner, headers: versionOf(ifMatch) });
const answer = (token: string, id: number, accept: boolean, ifMatch?: string) =>
  be.call('POST', `/jobs/${id}/confirmation`, { token, body: { accept }, headers: versionOf(ifMatch) });

/** A crew member, asked for a job on a new crew item in 2031. */
async function requested() {
  const person = await createLogin(be, tenantId, ['crew']);
  const { crew } = await createCrew(be, tokens.planner, tenantId);
  const item = await createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate: '2031-03-01' });
  const job = await assign(be, tokens.planner, { crewItemId: item.id, personId: person.personId });
  return { person, job: job as { id: number; version: number } };
}

describe('assignments carry a version', () => {
  it('answers with it, in the body and as the ETag, and counts it up on every committed change', async () => {
    const { person, job } = await requested();
    expect(job.version).toBe(1);
    const seen = await be.call('GET', `/jobs/${job.id}`, { token: person.token });
    expect([seen.body.data.version, seen.headers.get('etag')]).toEqual([1, '"1"']);
    const planned = await be.call('GET', `/projectCrewItems/${(await stored(job.id)).crewItemId}`, {
      token: tokens.planner,
    });
    expect(planned.body.data.positions[0].assignment).toMatchObject({ id: job.id, version: 1 });
    const spare = await change(job.id, 'spare', '"1"');
    expect([spare.status, spare.body.data.version, spare.headers.get('etag')]).toEqual([200, 2, '"2"']);
    const asked = await change(job.id, 'requested', '"2"');
    expect(asked.body.data.version).toBe(3);
    const accepted = await answer(person.token, job.id, true, '"3"');
    expect([accepted.status, accepted.body.data.version, accepted.headers.get('etag')]).toEqual([200, 4, '"4"']);
  });

  it("refuses a planner's change or cancellation without If-Match (428) or with an older version (412)", async () => {
    const { job } = await requested();
    expect((await change(job.id, 'spare')).status).toBe(428);
    expect((await cancel(job.id)).status).toBe(428);
    expect((await change(job.id, 'spare', '"1"')).status).toBe(200);
    const stale = await cancel(job.id, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { version: 2, changedBy: { name: 'Pat Jansen' } },
    });
    expect(await stored(job.id)).toMatchObject({ version: 2, status: 'spare' });
    expect((await cancel(job.id, '"2"')).body.data).toMatchObject({ status: 'cancelled', version: 3 });
  });

  it("refuses the crew member's answer to a job a planner changed since they saw it", async () => {
    const { person, job } = await requested();
    expect((await answer(person.token, job.id, true)).status).toBe(428);
    await change(job.id, 'spare', '"1"');
    await change(job.id, 'requested', '"2"');
    const stale = await answer(person.token, job.id, false, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.error.details).toMatchObject({ version: 3, changedBy: { name: 'Pat Jansen' } });
    expect(await stored(job.id)).toMatchObject({ version: 3, status: 'requested' });
    // Another person's job stays unknown to them, whatever version they name.
    const other = await requested();
    expect((await answer(person.token, other.job.id, true, '*')).status).toBe(404);
  });

  it('of two writes based on one version, exactly one wins', async () => {
    const { person, job } = await requested();
    const results = await Promise.all([answer(person.token, job.id, true, '"1"'), cancel(job.id, '"1"')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const won = results.find((r) => r.status === 200)!.body.data as { status: string };
    expect(await stored(job.id)).toMatchObject({ version: 2, status: won.status });
  });
});
