// The CSV exports of a project (planners and office, checked by the route): its crews with
// every crew item, and the people on them with how to reach them.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, functions, persons, projectCrewItems, projectCrews, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import type { TProjectExport } from '../../../domain/projects';
import { personName } from '../people/names';
import { hhmm } from '../planning/common';
import { listCrewItemsOfProject, listCrewsOfProject } from './crews';
import { toCsv } from './csv';

async function projectNumber(db: DbOrTx, auth: TAuth, projectId: number): Promise<number> {
  const [p] = await db
    .select({ number: projects.number })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, auth.tenantId)));
  if (!p) throw notFound('Project');
  return p.number;
}

async function crewsCsv(db: DbOrTx, auth: TAuth, projectId: number): Promise<string> {
  const [crews, items] = await Promise.all([
    listCrewsOfProject(db, auth, projectId),
    listCrewItemsOfProject(db, auth, projectId),
  ]);
  const rows = crews.flatMap((crew) => {
    const own = items.filter((i) => i.crew.id === crew.id);
    const base = [
      crew.name,
      crew.location?.name ?? null,
      crew.location?.city ?? null,
      crew.crewChief?.name ?? null,
      crew.contactOnSite?.name ?? null,
    ];
    if (own.length === 0) return [[...base, null, null, null, null, null, null, null, null, null, null]];
    return own.map((i) => [
      ...base,
      i.function.name,
      i.status,
      i.startDate,
      i.endDate,
      i.startTime,
      i.endTime,
      i.rows,
      i.positions.filter((p) => p.assignment !== null).length,
      i.catering,
      i.comment,
    ]);
  });
  return toCsv(
    [
      'Crew',
      'Location',
      'City',
      'Crew chief',
      'Contact on site',
      'Function',
      'Status',
      'Start date',
      'End date',
      'Start time',
      'End time',
      'Rows',
      'Filled',
      'Catering',
      'Comment',
    ],
    rows,
  );
}

async function peopleCsv(db: DbOrTx, auth: TAuth, projectId: number): Promise<string> {
  const rows = await db
    .select({
      crew: projectCrews.name,
      function: functions.name,
      startDate: projectCrewItems.startDate,
      endDate: projectCrewItems.endDate,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
      rowNo: assignments.rowNo,
      person: personName,
      status: assignments.status,
      phone: persons.phone,
      email: persons.email,
    })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .innerJoin(persons, eq(persons.id, assignments.personId))
    .where(and(eq(assignments.tenantId, auth.tenantId), eq(projectCrews.projectId, projectId)))
    .orderBy(asc(projectCrewItems.startsAt), asc(projectCrews.name), asc(functions.name), asc(assignments.rowNo));
  return toCsv(
    [
      'Crew',
      'Function',
      'Start date',
      'End date',
      'Start time',
      'End time',
      'Row',
      'Person',
      'Status',
      'Phone',
      'Email',
    ],
    rows.map((r) => [
      r.crew,
      r.function,
      r.startDate,
      r.endDate,
      hhmm(r.startTime),
      hhmm(r.endTime),
      r.rowNo,
      r.person,
      r.status,
      r.phone,
      r.email,
    ]),
  );
}

export async function exportProject(db: DbOrTx, auth: TAuth, projectId: number, what: TProjectExport) {
  const number = await projectNumber(db, auth, projectId);
  const csv = what === 'crews' ? await crewsCsv(db, auth, projectId) : await peopleCsv(db, auth, projectId);
  return { csv, fileName: `project-${number}-${what}.csv` };
}
