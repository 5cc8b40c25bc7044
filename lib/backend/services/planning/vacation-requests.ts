// Vacation requests (rules "Vacation request"). A crew member asks for days off (half
// days allowed, paid or unpaid) and may withdraw the request while it is still requested;
// planners approve or decline (decideVacationRequest, for the planner tools), and may take a
// decision back. Everyone sees their own requests, planners everyone's.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { persons, vacationRequests } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, invalidField, notFound } from '../../errors';
import { isPlanner, requirePlanner } from '../access';
import { nameOf, personRef } from '../people/names';
import { utcToZonedDate } from '../../../domain/time-zone';
import {
  LIVE_VACATION_STATUSES,
  nextVacationStatus,
  vacationDays,
  type TVacationRequest,
  type TVacationRequestCreate,
  type TVacationStatus,
} from '../../../domain/planning';
import { requirePersonSession } from './jobs';
import { tenantTimeZone } from './common';
import { clock } from '../../../domain/clock';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion } from '../versions';

const decider = alias(persons, 'vacation_decider');

export function selectVacationRequests(db: DbOrTx) {
  return db
    .select({
      row: vacationRequests,
      personName: nameOf(persons),
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
    })
    .from(vacationRequests)
    .innerJoin(persons, eq(persons.id, vacationRequests.personId))
    .leftJoin(decider, eq(decider.id, vacationRequests.decidedByPersonId));
}
type TRequestRow = Awaited<ReturnType<ReturnType<typeof selectVacationRequests>['execute']>>[number];

export function toVacationRequest({ row, personName, deciderFirst, deciderLast }: TRequestRow): TVacationRequest {
  return {
    id: row.id,
    version: row.version,
    person: { id: row.personId, name: personName },
    startDate: row.startDate,
    endDate: row.endDate,
    startHalfDay: row.startHalfDay,
    endHalfDay: row.endHalfDay,
    paid: row.paid,
    status: row.status,
    comment: row.comment,
    days: vacationDays(row),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: personRef(row.decidedByPersonId, deciderFirst, deciderLast),
  };
}

/** The requests of `personId` (or, for planners without one, everyone's) that meet [from, to]. */
export function vacationsWhere(tenantId: number, q: { personId?: number | null; from?: string; to?: string }): SQL {
  const parts: SQL[] = [eq(vacationRequests.tenantId, tenantId)];
  if (q.personId !== undefined && q.personId !== null) parts.push(eq(vacationRequests.personId, q.personId));
  if (q.from) parts.push(sql`${vacationRequests.endDate} >= ${q.from}`);
  if (q.to) parts.push(sql`${vacationRequests.startDate} <= ${q.to}`);
  return and(...parts)!;
}

export async function listVacationRequests(
  db: DbOrTx,
  auth: TAuth,
  q: { personId?: number; status?: TVacationStatus; from?: string; to?: string; limit: number; offset: number },
) {
  const own = isPlanner(auth) ? null : requirePersonSession(auth);
  if (own !== null && q.personId !== undefined && q.personId !== own)
    throw forbidden('You may only see your own vacation requests');
  const where = and(
    vacationsWhere(auth.tenantId, { ...q, personId: q.personId ?? own }),
    q.status ? eq(vacationRequests.status, q.status) : undefined,
  )!;
  const rows = await selectVacationRequests(db)
    .where(where)
    .orderBy(asc(vacationRequests.startDate), asc(vacationRequests.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(vacationRequests).where(where);
  return { data: rows.map(toVacationRequest), total: Number(total?.n ?? 0) };
}

async function getRequest(db: DbOrTx, tenantId: number, id: number): Promise<TVacationRequest> {
  const [row] = await selectVacationRequests(db).where(
    and(eq(vacationRequests.id, id), eq(vacationRequests.tenantId, tenantId)),
  );
  if (!row) throw notFound('Vacation request');
  return toVacationRequest(row);
}

/**
 * A crew member asks for their own days, from today on; a planner may ask for anyone, on any
 * day. Days already asked for (requested or approved) cannot be asked for twice.
 */
export async function createVacationRequest(
  db: Db,
  auth: TAuth,
  input: TVacationRequestCreate,
  now = clock.now(),
): Promise<TVacationRequest> {
  const planner = isPlanner(auth);
  const own = planner && input.personId !== undefined ? null : requirePersonSession(auth);
  if (!planner && input.personId !== undefined && input.personId !== own)
    throw forbidden('You may only ask for your own vacation');
  const personId = input.personId ?? own!;
  const id = await db.transaction(async (tx) => {
    // Locking the person serialises two requests sent at once, so the overlap check holds.
    const [person] = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.id, personId), eq(persons.tenantId, auth.tenantId)))
      .for('update');
    if (!person) throw invalidField('personId', `Person ${personId} does not exist`);
    if (!planner && input.startDate < utcToZonedDate(now, await tenantTimeZone(tx, auth.tenantId)))
      throw invalidField('startDate', 'The first day lies in the past');
    const [clash] = await tx
      .select({ id: vacationRequests.id })
      .from(vacationRequests)
      .where(
        and(
          vacationsWhere(auth.tenantId, { personId, from: input.startDate, to: input.endDate }),
          inArray(vacationRequests.status, [...LIVE_VACATION_STATUSES]),
        ),
      )
      .limit(1);
    if (clash) throw invalidField('startDate', 'Vacation was already asked for on some of these days');
    const [row] = await tx
      .insert(vacationRequests)
      .values({
        tenantId: auth.tenantId,
        personId,
        startDate: input.startDate,
        endDate: input.endDate,
        startHalfDay: input.startHalfDay,
        endHalfDay: input.endHalfDay,
        paid: input.paid,
        comment: input.comment || null,
      })
      .returning({ id: vacationRequests.id });
    return row!.id;
  });
  return getRequest(db, auth.tenantId, id);
}

/** The owner withdraws a request that is still requested; it is then gone. Others' look missing. */
export async function withdrawVacationRequest(db: Db, auth: TAuth, id: number): Promise<void> {
  const me = requirePersonSession(auth);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: vacationRequests.status })
      .from(vacationRequests)
      .where(
        and(
          eq(vacationRequests.id, id),
          eq(vacationRequests.tenantId, auth.tenantId),
          eq(vacationRequests.personId, me),
        ),
      )
      .for('update');
    if (!row) throw notFound('Vacation request');
    if (nextVacationStatus(row.status, 'withdraw') === null)
      throw new ApiError('INVALID_TRANSITION', `A request that is ${row.status} can no longer be withdrawn`);
    await tx.delete(vacationRequests).where(eq(vacationRequests.id, id));
  });
}

/** A planner's decision. The planner tools call this; the rule of what may change is nextVacationStatus. */
export async function decideVacationRequest(
  db: Db,
  auth: TAuth,
  id: number,
  action: 'approve' | 'decline',
  ifMatch: TIfMatch,
  now = clock.now(),
): Promise<TVacationRequest> {
  requirePlanner(auth);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: vacationRequests.status })
      .from(vacationRequests)
      .where(and(eq(vacationRequests.id, id), eq(vacationRequests.tenantId, auth.tenantId)))
      .for('update');
    if (!row) throw notFound('Vacation request');
    // Another planner may have decided meanwhile, and a decision can be taken back: not unseen.
    await claimVersion(tx, auth, vacationRequests, id, ifMatch);
    const next = nextVacationStatus(row.status, action);
    if (next === null || next === 'withdrawn')
      throw new ApiError('INVALID_TRANSITION', `A request that is ${row.status} cannot be ${action}d`);
    await tx
      .update(vacationRequests)
      .set({ status: next, decidedAt: now, decidedByPersonId: auth.personId })
      .where(eq(vacationRequests.id, id));
  });
  return getRequest(db, auth.tenantId, id);
}
