// Named situations that API tests start from, built of the fixtures in fixtures.ts.
import { and, eq, sql } from 'drizzle-orm';
import { assignments, contacts, companies, functions, projectCrewItems, projectCrews, projects } from '../db/schema';
import { shiftSpan } from '../../domain/time-zone';
import { addDays } from '../../domain/calendar-days';
import type { TTestBackend } from './test-backend';
import { assign, createCrew, createItem } from './fixtures';

export type TTestCrew = { crewId: number; projectId: number; itemId: number; assignmentIds: Record<number, number> };

/** A crew of its own on a confirmed project: one active crew item over `date` (to `endDate`),
 *  `chiefId` as crew chief, and a confirmed job for each of `members` (person ids; the chief
 *  works too when listed). Inserted straight into the tables, so field-work tests do not
 *  depend on planning rules or the demo seed. */
export async function crewWithChiefAndMembers(
  be: TTestBackend,
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
  const { db } = be;
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

/** The nights the clocks change in the demo tenant's zone (Europe/Amsterdam): back an hour in
 *  the night after the last Saturday of October, forward an hour after the last Saturday of March. */
export const DST_CHANGE_NIGHTS = { back: '2030-10-26', forward: '2031-03-29' } as const;

/** A night shift, 22:00 to 06:00, starting on the evening before the clocks change, on a crew
 *  of its own (through the API). With `personId`, that person is confirmed on it. */
export async function nightShiftAcrossDstChange(
  be: TTestBackend,
  planner: string,
  opts: { tenantId: number; functionId: number; change: keyof typeof DST_CHANGE_NIGHTS; personId?: number },
) {
  const date = DST_CHANGE_NIGHTS[opts.change];
  const { crew, project } = await createCrew(be, planner, opts.tenantId, { startDate: date });
  const item = await createItem(be, planner, {
    projectCrewId: crew.id,
    functionId: opts.functionId,
    startDate: date,
    startTime: '22:00',
    endTime: '06:00',
    rows: 1,
  });
  if (opts.personId !== undefined)
    await assign(be, planner, { crewItemId: item.id, personId: opts.personId, status: 'confirmed' });
  return { crew, project, item, date, morningAfter: addDays(date, 1) };
}
