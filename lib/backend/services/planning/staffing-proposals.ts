// Staffing proposals as planners (and clients where allowed, for their own projects:
// staffing-settings.ts) ask for, read and accept them. Asking writes the proposal and its solve job
// in one transaction (the solve itself is staffing-solve.ts, on the queue); reading shows its phase
// while it runs and the proposal when done; accepting requests the chosen people as a planner's
// request would (createAssignmentIn: the row must be free and nothing may stand against the person
// now), each row in a transaction of its own, and reports the rows it could not request with why.
import { and, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { jobs, projectCrews, projects, staffingProposals } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, invalidField, notFound } from '../../errors';
import { clock } from '../../../domain/clock';
import { enqueue } from '../../jobs/queue';
import type { TBookingConflict } from '../../../domain/planning';
import {
  emptyRowReasons,
  STAFFING_TIME_LIMIT_SECONDS,
  type TStaffingAccept,
  type TStaffingAcceptResult,
  type TStaffingProposal,
  type TStaffingProposalRequest,
} from '../../../domain/planning/staffing-proposals';
import { proposalForClient } from '../../../domain/planning/staffing-settings';
import { isPlanner } from '../access';
import { createAssignmentIn } from './assignments';
import { assertStafferScope } from './staffing-settings';
import { STAFFING_SOLVE_JOB, toStaffingProposal } from './staffing-solve';

/** The project (and crews) of a project scope belong to the tenant. */
async function assertScope(db: DbOrTx, tenantId: number, scope: TStaffingProposalRequest['scope']) {
  if (scope.kind !== 'project') return;
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, scope.projectId), eq(projects.tenantId, tenantId)));
  if (!project) throw invalidField('scope.projectId', 'Unknown project');
  if (!scope.crewIds) return;
  const crews = await db
    .select({ id: projectCrews.id })
    .from(projectCrews)
    .where(and(eq(projectCrews.projectId, project.id), inArray(projectCrews.id, scope.crewIds)));
  if (crews.length !== new Set(scope.crewIds).size) throw invalidField('scope.crewIds', 'Unknown crew of this project');
}

export async function requestStaffingProposal(
  db: Db,
  auth: TAuth,
  body: TStaffingProposalRequest,
): Promise<TStaffingProposal> {
  return db.transaction(async (tx) => {
    await assertStafferScope(tx, auth, body.scope);
    await assertScope(tx, auth.tenantId, body.scope);
    const [row] = await tx
      .insert(staffingProposals)
      .values({
        tenantId: auth.tenantId,
        createdBy: auth.userId,
        scope: body.scope,
        weights: body.weights,
        timeLimitSeconds: STAFFING_TIME_LIMIT_SECONDS,
      })
      .returning();
    // A solve that failed says so on the proposal and is not tried again (runStaffingSolve); the
    // second attempt is for a process that died mid-solve, once its lease on the job runs out.
    await enqueue(tx, STAFFING_SOLVE_JOB, { proposalId: row!.id }, { tenantId: auth.tenantId, maxAttempts: 2 });
    return toStaffingProposal(row!);
  });
}

/** The proposal, if the tenant's; a client's own only (planners see every planner's and client's). */
async function proposalRow(db: DbOrTx, auth: TAuth, id: number) {
  const [row] = await db
    .select()
    .from(staffingProposals)
    .where(
      and(
        eq(staffingProposals.id, id),
        eq(staffingProposals.tenantId, auth.tenantId),
        isPlanner(auth) ? undefined : eq(staffingProposals.createdBy, auth.userId ?? -1),
      ),
    );
  if (!row) throw notFound('Staffing proposal');
  return row;
}

/**
 * A proposal still queued or running whose solve no worker will run any more (its job was taken
 * as often as it may be and the last lease ran out: the processes died mid-solve, or the job is
 * gone) is failed as the planner reads it, rather than shown in progress for ever.
 */
async function settleAbandoned(db: DbOrTx, row: typeof staffingProposals.$inferSelect) {
  if (row.status !== 'queued' && row.status !== 'running') return row;
  const runnable = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, STAFFING_SOLVE_JOB),
        sql`${jobs.payload}->>'proposalId' = ${String(row.id)}`,
        isNull(jobs.doneAt),
        // The lease is the database's own clock, as the queue's claim reads it.
        or(lt(jobs.attempts, jobs.maxAttempts), gt(jobs.lockedUntil, sql`now()`)),
      ),
    );
  const [failed] = await db
    .update(staffingProposals)
    .set({ status: 'failed', phase: null, finishedAt: clock.now(), error: 'The solve was interrupted' })
    .where(
      and(
        eq(staffingProposals.id, row.id),
        inArray(staffingProposals.status, ['queued', 'running']),
        notExists(runnable),
      ),
    )
    .returning();
  return failed ?? row;
}

export async function getStaffingProposal(db: DbOrTx, auth: TAuth, id: number): Promise<TStaffingProposal> {
  const proposal = toStaffingProposal(await settleAbandoned(db, await proposalRow(db, auth, id)));
  return isPlanner(auth) ? proposal : proposalForClient(proposal);
}

export async function acceptStaffingProposal(
  db: Db,
  auth: TAuth,
  id: number,
  body: TStaffingAccept,
): Promise<TStaffingAcceptResult> {
  const proposal = await proposalRow(db, auth, id);
  if (proposal.status !== 'done' || !proposal.result)
    throw new ApiError('CONFLICT', 'The proposal is not ready to accept');
  const proposed = new Set(
    proposal.result.rows.flatMap((r) => r.proposed.map((p) => `${r.crewItemId}_${p.person.id}`)),
  );
  const out: TStaffingAcceptResult = { requested: [], refused: [] };
  for (const row of body.rows) {
    if (!proposed.has(`${row.crewItemId}_${row.personId}`)) {
      out.refused.push({ ...row, reason: 'notProposed', reasons: [] });
      continue;
    }
    try {
      const a = await db.transaction((tx) =>
        createAssignmentIn(tx, auth, { ...row, status: 'requested', confirmDoubleBooking: false }),
      );
      out.requested.push({ ...row, assignmentId: a.id });
    } catch (err) {
      if (!(err instanceof ApiError) || (err.code !== 'DOUBLE_BOOKING' && err.code !== 'CONFLICT')) throw err;
      const conflicts = (err.details?.details ?? []) as TBookingConflict[];
      out.refused.push(
        err.code === 'DOUBLE_BOOKING'
          ? { ...row, reason: 'conflict', reasons: emptyRowReasons([conflicts]) }
          : { ...row, reason: 'full', reasons: [] },
      );
    }
  }
  return out;
}
