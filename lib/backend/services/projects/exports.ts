// The exports of a project (planners and office, checked by the route): its crews with every
// crew item, and the people on them with how to reach them; statuses as the screens name them.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, functions, persons, projectCrewItems, projectCrews, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import type { TProjectExport } from '../../../domain/projects';
import { personName } from '../people/names';
import { hhmm } from '../planning/common';
import { listCrewItemsOfProject, listCrewsOfProject } from './crews';
import { readerOfCaller } from '../i18n/reader-of';
import { translator } from '../i18n/translate';
import { exportFile } from '../exports/export-file';
import { column, type TExportFormat, type TExportReader, type TExportSheet } from '../exports/sheet';

async function projectNumber(db: DbOrTx, auth: TAuth, projectId: number): Promise<number> {
  const [p] = await db
    .select({ number: projects.number })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, auth.tenantId)));
  if (!p) throw notFound('Project');
  return p.number;
}

/** Statuses as the screens name them, in the reader's language. */
function statusWords(reader: TExportReader) {
  const project = translator(reader.locale, 'ProjectPage');
  const jobs = translator(reader.locale, 'JobsPage');
  return { item: (s: string) => project(`itemStatus.${s}`), assignment: (s: string) => jobs(`statuses.${s}`) };
}

const CREW_COLUMNS = [
  column('crew'),
  column('location'),
  column('city'),
  column('crewChief'),
  column('contactOnSite'),
  column('function'),
  column('status'),
  column('startDate', 'date'),
  column('endDate', 'date'),
  column('startTime', 'time'),
  column('endTime', 'time'),
  column('rows', 'integer'),
  column('filled', 'integer'),
  column('catering'),
  column('comment'),
];

async function crewsSheet(db: DbOrTx, auth: TAuth, projectId: number, reader: TExportReader): Promise<TExportSheet> {
  const status = statusWords(reader);
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
    if (own.length === 0) return [[...base, ...CREW_COLUMNS.slice(base.length).map(() => null)]];
    return own.map((i) => [
      ...base,
      i.function.name,
      status.item(i.status),
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
  return { key: 'crews', columns: CREW_COLUMNS, rows };
}

const PEOPLE_COLUMNS = [
  column('crew'),
  column('function'),
  column('startDate', 'date'),
  column('endDate', 'date'),
  column('startTime', 'time'),
  column('endTime', 'time'),
  column('row', 'integer'),
  column('person'),
  column('status'),
  column('phone'),
  column('email'),
];

async function peopleSheet(db: DbOrTx, auth: TAuth, projectId: number, reader: TExportReader): Promise<TExportSheet> {
  const status = statusWords(reader);
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
  return {
    key: 'people',
    columns: PEOPLE_COLUMNS,
    rows: rows.map((r) => [
      r.crew,
      r.function,
      r.startDate,
      r.endDate,
      hhmm(r.startTime),
      hhmm(r.endTime),
      r.rowNo,
      r.person,
      status.assignment(r.status),
      r.phone,
      r.email,
    ]),
  };
}

/** A project's crews or people, in the caller's language, as .xlsx or .csv. */
export async function exportProject(
  db: DbOrTx,
  auth: TAuth,
  projectId: number,
  what: TProjectExport,
  format: TExportFormat,
) {
  const number = await projectNumber(db, auth, projectId);
  const reader = await readerOfCaller(db, auth);
  const sheet =
    what === 'crews' ? await crewsSheet(db, auth, projectId, reader) : await peopleSheet(db, auth, projectId, reader);
  return exportFile(reader, format, [sheet], {
    key: what === 'crews' ? 'projectCrews' : 'projectPeople',
    values: { number },
  });
}
