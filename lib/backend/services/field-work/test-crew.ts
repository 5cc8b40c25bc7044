// A crew of one's own for API tests: a project, a crew, one crew item and confirmed jobs,
// inserted straight into the tables so that field-work tests do not lean on the demo seed.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assignments,
  contacts,
  companies,
  crewChecks,
  functions,
  persons,
  projectCrewItems,
  projectCrews,
  projects,
} from '../../db/schema';
import { shiftSpan } from '../../../domain/time-zone';

export async function personIdOf(db: Db, tenantId: number, email: string): Promise<number> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.email, email)));
  if (!row) throw new Error(`no person ${email} in tenant ${tenantId}`);
  return row.id;
}

export type TTestCrew = { crewId: number; projectId: number; itemId: number; assignmentIds: Record<number, number> };

/** `members` are person ids; the chief gets a job too when `chiefWorks`. */
export async function createTestCrew(
  db: Db,
  opts: {
    tenantId?: number;
    chiefId: number | null;
    members: number[];
    date: string;
    endDate?: string | null;
    startTime?: string;
    endTime?: string;
    name?: string;
    clientContactNumber?: number;
  },
): Promise<TTestCrew> {
  const tenantId = opts.tenantId ?? 1;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .limit(1);
  const [client] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.number, opts.clientContactNumber ?? 10001)));
  let [fn] = await db.select({ id: functions.id }).from(functions).where(eq(functions.tenantId, tenantId)).limit(1);
  if (!fn) [fn] = await db.insert(functions).values({ tenantId, name: 'Stagehand' }).returning({ id: functions.id });
  const [{ n }] = (await db
    .select({ n: sql<number>`coalesce(max(${projects.number}), 0)::int + 1` })
    .from(projects)
    .where(eq(projects.tenantId, tenantId))) as [{ n: number }];
  const [project] = await db
    .insert(projects)
    .values({
      tenantId,
      number: Math.max(n, 90001),
      name: `Field test ${n}`,
      companyId: company!.id,
      clientId: client!.id,
      beginDate: opts.date,
      endDate: opts.endDate ?? opts.date,
      status: 'confirmed',
    })
    .returning({ id: projects.id });
  const [crew] = await db
    .insert(projectCrews)
    .values({
      tenantId,
      projectId: project!.id,
      name: opts.name ?? 'Test crew',
      crewChiefId: opts.chiefId,
      startDate: opts.date,
      endDate: opts.endDate ?? null,
    })
    .returning({ id: projectCrews.id });
  const s = {
    startDate: opts.date,
    endDate: opts.endDate ?? null,
    startTime: opts.startTime ?? '08:00',
    endTime: opts.endTime ?? '17:00',
  };
  const span = shiftSpan(s, 'Europe/Amsterdam');
  const [item] = await db
    .insert(projectCrewItems)
    .values({
      tenantId,
      projectCrewId: crew!.id,
      functionId: fn!.id,
      ...s,
      startsAt: span.startsAt,
      endsAt: span.endsAt,
      rows: Math.max(1, opts.members.length),
      status: 'active',
    })
    .returning({ id: projectCrewItems.id });
  const assignmentIds: Record<number, number> = {};
  for (const [i, personId] of opts.members.entries()) {
    const [a] = await db
      .insert(assignments)
      .values({ tenantId, crewItemId: item!.id, rowNo: i + 1, personId, status: 'confirmed' })
      .returning({ id: assignments.id });
    assignmentIds[personId] = a!.id;
  }
  return { crewId: crew!.id, projectId: project!.id, itemId: item!.id, assignmentIds };
}

/** A check-in (and optional check-out) written straight into crew_checks, for a fixed past day. */
export async function insertCheck(
  db: Db,
  crew: TTestCrew,
  personId: number,
  workDate: string,
  opts: {
    inAt: string;
    outAt?: string;
    paidMinutes?: number;
    chargedMinutes?: number;
    tenantId?: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(crewChecks)
    .values({
      tenantId: opts.tenantId ?? 1,
      projectCrewId: crew.crewId,
      assignmentId: crew.assignmentIds[personId]!,
      personId,
      workDate,
      checkInAt: new Date(opts.inAt),
      checkInLat: 52.37,
      checkInLng: 4.89,
      checkInByPersonId: personId,
      checkOutAt: opts.outAt ? new Date(opts.outAt) : null,
      checkOutLat: opts.outAt ? 52.37 : null,
      checkOutLng: opts.outAt ? 4.89 : null,
      checkOutByPersonId: opts.outAt ? personId : null,
      paidMinutes: opts.paidMinutes ?? null,
      chargedMinutes: opts.chargedMinutes ?? null,
    })
    .returning({ id: crewChecks.id });
  return row!.id;
}
