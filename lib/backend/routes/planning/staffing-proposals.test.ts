// "Staff this project" over HTTP: planners (clients where allowed: staffing-settings.test.ts) ask
// for, read and accept proposals, each tenant its own; the solve runs on the job queue; a proposal
// never includes a person with a conflict, explains each choice and each row left empty, and
// accepting checks every row again. A solve whose process died runs again once; after that the
// proposal reads as failed instead of running for ever.
import { eq, sql } from 'drizzle-orm';
import { blockedDates, jobs, staffingProposals } from '../../db/schema';
import { claim } from '../../jobs/queue';
import { STAFFING_SOLVE_JOB } from '../../services/planning/staffing-solve';
import { HOST_MOYO } from '../../test-support/test-backend';
import {
  assign,
  createCrew,
  createCrewMember,
  createFunction,
  createItem,
  tokenPerson,
} from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';
import type { TStaffingProposal } from '../../../domain/planning/staffing-proposals';
import type { TCrewItem } from '../../../domain/planning';

const { be, tokens } = withBackend({ as: ['planner', 'crew', 'client', 'moyoPlanner'] });

const ask = (body: unknown, token = tokens.planner, host?: string) =>
  be.call('POST', '/staffingProposals', { token, host, body });
const read = (id: number, token = tokens.planner, host?: string) =>
  be.call('GET', `/staffingProposals/${id}`, { token, host });
const accept = (id: number, rows: unknown[], token = tokens.planner, host?: string) =>
  be.call('POST', `/staffingProposals/${id}/accept`, { token, host, body: { rows } });

/** A project with one crew: an evening and the next morning, one row each, Forklift drivers. */
async function eveningAndMorning() {
  const { tenantId } = tokenPerson(tokens.planner);
  const functionId = await createFunction(be, tenantId, 'Forklift driver');
  const { crew, project } = await createCrew(be, tokens.planner, tenantId, { startDate: '2033-03-12' });
  const item = (startDate: string, startTime: string, endTime: string) =>
    createItem(be, tokens.planner, { projectCrewId: crew.id, functionId, startDate, startTime, endTime, rows: 1 });
  const evening = await item('2033-03-12', '14:00', '23:00');
  const morning = await item('2033-03-13', '07:00', '15:00');
  const ann = await createCrewMember(be, tenantId, [functionId]);
  const ben = await createCrewMember(be, tenantId, [functionId]);
  return { tenantId, functionId, crew, project, evening, morning, ann, ben };
}

/** Asks for a proposal of the project, runs the queue, and reads it back. */
async function solved(projectId: number, weights: Record<string, number> = {}): Promise<TStaffingProposal> {
  const asked = await ask({ scope: { kind: 'project', projectId }, weights });
  expect(asked.status).toBe(201);
  expect(asked.body.data).toMatchObject({ status: 'queued', result: null, timeLimitSeconds: 20 });
  await be.runJobs();
  const res = await read(asked.body.data.id);
  expect(res.status).toBe(200);
  expect(res.body.data.status).toBe('done');
  return res.body.data;
}

describe('POST /staffingProposals and GET /staffingProposals/{id}', () => {
  it('proposes one person a row around the rest, with the facts behind each choice', async () => {
    const { project, evening, morning, ann, ben } = await eveningAndMorning();
    const proposal = await solved(project.id);
    expect(proposal.result!.solveStatus).toBe('optimal');
    expect(proposal.result!.filled).toBe(2);
    expect(proposal.result!.open).toBe(0);
    const rows = proposal.result!.rows;
    expect(rows.map((r) => [r.crewItemId, r.function.name, r.startDate, r.startTime, r.open])).toEqual([
      [evening.id, 'Forklift driver', '2033-03-12', '14:00', 0],
      [morning.id, 'Forklift driver', '2033-03-13', '07:00', 0],
    ]);
    // 8 hours between the evening and the morning: one person cannot take both.
    const people = rows.map((r) => r.proposed[0]!.person.id).sort();
    expect(people).toEqual([ann.personId, ben.personId].sort());
    expect(rows[0]!.proposed[0]!.facts).toEqual({
      functionJobs: 0,
      rating: null,
      ratingCount: 0,
      clientJobs: 0,
      distanceKm: null,
      quota: null,
      crewDays: 0,
    });
  });

  it('never proposes a person with a conflict, and says why a row stays empty', async () => {
    const { tenantId, project, evening, morning, ann, ben } = await eveningAndMorning();
    // Ben cannot work on Saturday: only Ann is left, for one of the two rows.
    await be.db.insert(blockedDates).values({ tenantId, personId: ben.personId, startDate: '2033-03-12' });
    await be.db.insert(blockedDates).values({ tenantId, personId: ben.personId, startDate: '2033-03-13' });
    const proposal = await solved(project.id);
    expect(proposal.result!.filled).toBe(1);
    const rows = proposal.result!.rows;
    expect(rows.flatMap((r) => r.proposed.map((p) => p.person.id))).toEqual([ann.personId]);
    const empty = rows.find((r) => r.open === 1)!;
    // Ben's blocked date, and Ann's rest beside the row she was given.
    expect(empty.reasons).toEqual([
      { reason: 'blockedDate', people: 1 },
      { reason: 'rest', people: 1 },
    ]);
    expect([evening.id, morning.id]).toContain(empty.crewItemId);
  });

  it('staffs every open row of the tenant between two dates, across projects', async () => {
    const { tenantId, functionId, evening, morning } = await eveningAndMorning();
    // Another project's row in the week, and one the day after it.
    const { crew } = await createCrew(be, tokens.planner, tenantId, { startDate: '2033-03-14' });
    const inWeek = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2033-03-14',
      rows: 1,
    });
    const after = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2033-03-16',
      rows: 1,
    });
    const asked = await ask({ scope: { kind: 'range', from: '2033-03-12', to: '2033-03-15' } });
    expect(asked.status).toBe(201);
    await be.runJobs();
    const proposal: TStaffingProposal = (await read(asked.body.data.id)).body.data;
    const items = proposal.result!.rows.map((r) => r.crewItemId);
    expect(items).toEqual(expect.arrayContaining([evening.id, morning.id, inWeek.id]));
    expect(items).not.toContain(after.id);
  });

  // Clients where the tenant allows it: staffing-settings.test.ts.
  it('is for planners only while clients may not staff, each tenant its own', async () => {
    const { project } = await eveningAndMorning();
    const body = { scope: { kind: 'project', projectId: project.id } };
    expect((await ask(body, tokens.crew)).status).toBe(403);
    expect((await ask(body, tokens.client)).status).toBe(403);
    const asked = await ask(body);
    expect((await read(asked.body.data.id, tokens.crew)).status).toBe(403);
    // Another tenant's planner neither reads it, nor accepts it, nor staffs our project.
    expect((await read(asked.body.data.id, tokens.moyoPlanner, HOST_MOYO)).status).toBe(404);
    expect(
      (await accept(asked.body.data.id, [{ crewItemId: 1, personId: 1 }], tokens.moyoPlanner, HOST_MOYO)).status,
    ).toBe(404);
    const theirs = await ask(body, tokens.moyoPlanner, HOST_MOYO);
    expect(theirs.status).toBe(422);
    expect(theirs.body.error.fields).toHaveProperty(['scope.projectId']);
    await be.runJobs();
  });

  it('refuses weights outside 0 to 5 and a range over 31 days, field by field', async () => {
    const { project } = await eveningAndMorning();
    const weights = await ask({ scope: { kind: 'project', projectId: project.id }, weights: { rating: 6 } });
    expect(weights.status).toBe(422);
    expect(weights.body.error.fields).toHaveProperty(['weights.rating']);
    const range = await ask({ scope: { kind: 'range', from: '2033-03-01', to: '2033-04-15' } });
    expect(range.status).toBe(422);
    expect(range.body.error.fields).toHaveProperty(['scope.to']);
  });
});

describe('POST /staffingProposals/{id}/accept', () => {
  it('requests the rows chosen, checks each again, and reports what it could not request', async () => {
    const { tenantId, functionId, project, evening, morning } = await eveningAndMorning();
    const proposal = await solved(project.id);
    const [first, second] = proposal.result!.rows.map((r) => ({
      crewItemId: r.crewItemId,
      personId: r.proposed[0]!.person.id,
    }));
    // Meanwhile the person proposed for the morning got a confirmed job on that morning.
    const { crew: other } = await createCrew(be, tokens.planner, tenantId, { startDate: '2033-03-13' });
    const clash = await createItem(be, tokens.planner, {
      projectCrewId: other.id,
      functionId,
      startDate: '2033-03-13',
      startTime: '09:00',
      endTime: '12:00',
    });
    await assign(be, tokens.planner, { crewItemId: clash.id, personId: second!.personId, status: 'confirmed' });

    const res = await accept(proposal.id, [
      first,
      second,
      { crewItemId: evening.id, personId: second!.personId + 999 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.requested).toEqual([{ ...first, assignmentId: expect.any(Number) }]);
    expect(res.body.data.refused).toEqual([
      { ...second, reason: 'conflict', reasons: [{ reason: 'booked', people: 1 }] },
      { crewItemId: evening.id, personId: second!.personId + 999, reason: 'notProposed', reasons: [] },
    ]);
    const items = await be.call('GET', `/projectCrews/${proposal.result!.rows[0]!.crew.id}/items`, {
      token: tokens.planner,
    });
    const requested = (items.body.data as TCrewItem[])
      .filter((i) => i.id === evening.id || i.id === morning.id)
      .flatMap((i) =>
        i.positions.flatMap((p) => (p.assignment ? [[i.id, p.assignment.person.id, p.assignment.status]] : [])),
      );
    expect(requested).toEqual([[first!.crewItemId, first!.personId, 'requested']]);

    // Accepted again, the row is full now.
    const again = await accept(proposal.id, [first]);
    expect(again.body.data.refused).toEqual([{ ...first, reason: 'full', reasons: [] }]);
  });

  it('refuses a proposal that is not done yet', async () => {
    const { project } = await eveningAndMorning();
    const asked = await ask({ scope: { kind: 'project', projectId: project.id } });
    const res = await accept(asked.body.data.id, [{ crewItemId: 1, personId: 1 }]);
    expect(res.status).toBe(409);
    await be.runJobs();
  });
});

describe('a solve whose process died', () => {
  /** A worker takes the proposal's job and dies mid-solve: the proposal says running, the job's
   *  lease runs out. */
  async function dieWith(proposalId: number) {
    const [taken] = await claim(be.db, 'w-died', [STAFFING_SOLVE_JOB], 1);
    expect(taken!.payload.proposalId).toBe(proposalId);
    await be.db
      .update(staffingProposals)
      .set({ status: 'running', phase: 'solving' })
      .where(eq(staffingProposals.id, proposalId));
    expect((await read(proposalId)).body.data).toMatchObject({ status: 'running', phase: 'solving' });
    await be.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, taken!.id));
  }

  it('is solved again by the next worker once, and then reads as failed, never running for ever', async () => {
    const { project } = await eveningAndMorning();
    const first = await ask({ scope: { kind: 'project', projectId: project.id } });
    await dieWith(first.body.data.id);
    // Still one attempt left: a reader does not give it up, and the next worker solves it.
    expect((await read(first.body.data.id)).body.data.status).toBe('running');
    await be.runJobs();
    expect((await read(first.body.data.id)).body.data).toMatchObject({ status: 'done', error: null });

    const second = await ask({ scope: { kind: 'project', projectId: project.id } });
    await dieWith(second.body.data.id);
    await dieWith(second.body.data.id);
    expect(await be.runJobs()).toBe(0);
    const read2 = await read(second.body.data.id);
    expect(read2.body.data).toMatchObject({ status: 'failed', phase: null, result: null });
    expect(read2.body.data.finishedAt).not.toBeNull();
  });
});
