// The job that turns a staffing proposal's request into a proposal: the open rows in its scope,
// the model's input (staffing-input.ts), the solve (staffing-solver.ts), and the answer explained
// row by row — who is proposed and the facts behind each choice, and for each row left empty
// what keeps the people with its function off it. The proposal row records the phase as it goes,
// for the planner's progress.
import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { functions, persons, projectCrewItems, projectCrews, projects, staffingProposals } from '../../db/schema';
import type { TJob } from '../../jobs/queue';
import { clock } from '../../../domain/clock';
import { fullName } from '../../../domain/people/names';
import { blockFinder, columnOf, type TStaffingCandidate } from '../../../domain/planning/staffing-model';
import {
  emptyRowReasons,
  type TProposalRow,
  type TStaffingProposal,
  type TStaffingScope,
} from '../../../domain/planning/staffing-proposals';
import { hhmm } from './common';
import { factsKey, staffingDataOf, type TStaffingData } from './staffing-input';
import { solveStaffing, type TStaffingSolution } from './staffing-solver';

export const STAFFING_SOLVE_JOB = 'staffing.solve';

/** The crew items with open rows in a scope that have not begun: a project (or some of its
 *  crews), or every project's between two dates. */
export async function scopeItemIds(db: DbOrTx, tenantId: number, scope: TStaffingScope): Promise<number[]> {
  const where = [
    eq(projectCrewItems.tenantId, tenantId),
    inArray(projectCrewItems.status, ['design', 'active']),
    lt(projectCrewItems.liveRows, projectCrewItems.rows),
    gt(projectCrewItems.startsAt, clock.now()),
  ];
  if (scope.kind === 'project') {
    where.push(eq(projectCrews.projectId, scope.projectId));
    if (scope.crewIds) where.push(inArray(projectCrews.id, scope.crewIds));
  } else where.push(gte(projectCrewItems.startDate, scope.from), lte(projectCrewItems.startDate, scope.to));
  const rows = await db
    .select({ id: projectCrewItems.id })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .where(and(...where))
    .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id));
  return rows.map((r) => r.id);
}

const setPhase = (db: Db, id: number, values: Partial<typeof staffingProposals.$inferInsert>) =>
  db.update(staffingProposals).set(values).where(eq(staffingProposals.id, id));

/** The job: solves the proposal of `job.payload.proposalId`; a failure is kept on the proposal. */
export async function runStaffingSolve(db: Db, job: TJob): Promise<void> {
  const id = Number(job.payload.proposalId);
  const [proposal] = await db.select().from(staffingProposals).where(eq(staffingProposals.id, id));
  // A finished proposal is never solved again: a failure is the planner's to see and ask again
  // (the second attempt is for a worker that died mid-solve, whose proposal is still running).
  if (!proposal || proposal.status === 'done' || proposal.status === 'failed') return;
  try {
    await setPhase(db, id, { status: 'running', phase: 'reading', error: null });
    const itemIds = await scopeItemIds(db, proposal.tenantId, proposal.scope);
    const data = await staffingDataOf(db, proposal.tenantId, itemIds, proposal.weights);
    await setPhase(db, id, { phase: 'solving', solvingSince: clock.now() });
    const solution = await solveStaffing(data.input, proposal.timeLimitSeconds);
    await setPhase(db, id, { phase: 'explaining' });
    const rows = await explain(db, proposal.tenantId, data, solution);
    const filled = rows.reduce((n, r) => n + r.proposed.length, 0);
    await setPhase(db, id, {
      status: 'done',
      phase: null,
      finishedAt: clock.now(),
      result: {
        solveStatus: solution.status,
        rows,
        filled,
        open: rows.reduce((n, r) => n + r.open, 0),
        rules: data.input.rules,
      },
    });
  } catch (err) {
    await setPhase(db, id, {
      status: 'failed',
      phase: null,
      finishedAt: clock.now(),
      error: err instanceof Error ? err.message : String(err),
    });
    throw err;
  }
}

/** The solution as the planner reads it: per item, the people proposed with their facts, and the
 *  reasons for the rows left empty. */
async function explain(
  db: DbOrTx,
  tenantId: number,
  data: TStaffingData,
  solution: TStaffingSolution,
): Promise<TProposalRow[]> {
  const itemIds = [...data.items.keys()];
  if (itemIds.length === 0) return [];
  const described = await db
    .select({
      crewItemId: projectCrewItems.id,
      startDate: projectCrewItems.startDate,
      endDate: sql<string>`coalesce(${projectCrewItems.endDate}, ${projectCrewItems.startDate})`,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
      crew: { id: projectCrews.id, name: projectCrews.name },
      project: { id: projects.id, number: projects.number, name: projects.name },
      function: { id: functions.id, name: functions.name },
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .where(and(eq(projectCrewItems.tenantId, tenantId), inArray(projectCrewItems.id, itemIds)))
    .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id));
  const chosen = solution.assignments;
  const personIds = [...new Set(chosen.map((c) => c.personId))];
  const names = new Map(
    (personIds.length
      ? await db
          .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
          .from(persons)
          .where(and(eq(persons.tenantId, tenantId), inArray(persons.id, personIds)))
      : []
    ).map((p) => [p.id, fullName(p)]),
  );
  const crewOf = (itemId: number) => data.items.get(itemId)!.crewId;
  const onCrew = new Map<string, number>();
  for (const c of chosen) {
    const key = `${c.personId}_${crewOf(c.itemId)}`;
    onCrew.set(key, (onCrew.get(key) ?? 0) + 1);
  }
  /** The person's other days on the crew: planned already, and proposed. */
  const crewDays = (c: TStaffingCandidate) => {
    const key = `${c.personId}_${crewOf(c.itemId)}`;
    return (data.crewRows.get(key) ?? 0) + onCrew.get(key)! - 1;
  };
  const chosenColumns = new Set(chosen.map(columnOf));
  const blocks = blockFinder(data.input, chosen);
  const candidatesOf = new Map<number, TStaffingCandidate[]>();
  for (const c of data.input.candidates) {
    if (!candidatesOf.has(c.itemId)) candidatesOf.set(c.itemId, []);
    candidatesOf.get(c.itemId)!.push(c);
  }

  return described.map((d) => {
    const item = data.items.get(d.crewItemId)!;
    const proposed = chosen
      .filter((c) => c.itemId === d.crewItemId)
      .sort((a, b) => b.score - a.score || a.personId - b.personId)
      .map((c) => ({
        person: { id: c.personId, name: names.get(c.personId) ?? '' },
        score: c.score,
        facts: { ...data.facts.get(factsKey(c.personId, c.itemId))!, crewDays: crewDays(c) },
      }));
    const open = item.openRows - proposed.length;
    const against =
      open > 0
        ? [
            ...(data.excluded.get(d.crewItemId)?.values() ?? []),
            ...(candidatesOf.get(d.crewItemId) ?? []).filter((c) => !chosenColumns.has(columnOf(c))).map(blocks),
          ]
        : [];
    return {
      ...d,
      startTime: hhmm(d.startTime),
      endTime: hhmm(d.endTime),
      proposed,
      open,
      reasons: open > 0 ? emptyRowReasons(against) : [],
    };
  });
}

/** A proposal as its API answers it. */
export function toStaffingProposal(row: typeof staffingProposals.$inferSelect): TStaffingProposal {
  return {
    id: row.id,
    status: row.status,
    phase: row.phase,
    scope: row.scope,
    weights: row.weights,
    timeLimitSeconds: row.timeLimitSeconds,
    createdAt: row.createdAt.toISOString(),
    solvingSince: row.solvingSince?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    result: row.result ?? null,
    error: row.error,
  };
}
