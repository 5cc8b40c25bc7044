// The printable planning: a person's schedule and a crew's line-up for one week
// (Monday to Sunday), as PDFs in the language of whoever asks. A job over several days is one
// line with its days (one span, as the reader's language writes it); times are the shift's wall clock.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, functions, persons, projectCrewItems, projectCrews } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { weekAround } from '../../../domain/planning/week';
import { readerOfCaller } from '../i18n/reader-of';
import { translator } from '../i18n/translate';
import { pdfWords, type TPdfWords } from '../pdf/pdf-words';
import { renderPdf, type TPdfContent, type TPdfTable } from '../pdf/render-pdf';
import { personName } from '../people/names';
import { assertOwnOrPlanned } from '../people/own-person';
import { pdfFileName } from '../paperwork/documents/create-document';
import { CALENDAR_JOB_STATUSES, personJobs } from './personal-calendar';
import { hhmm } from './common';
import { tenantToday } from '../projects/list';
import { shiftOf } from './shifts';
import { liveAssignment } from './item-conditions';

/** A week's PDF: its period, and its table, or a sentence where the week has nothing. */
function weekContent(
  reader: TPdfContent['reader'],
  w: TPdfWords,
  week: { from: string; to: string },
  title: string,
  table: TPdfTable,
): TPdfContent {
  const facts: [string, string][] = [[w.label('period'), w.dates(week.from, week.to)]];
  return table.rows.length
    ? { reader, title, subject: title, facts, table }
    : { reader, title, subject: title, facts, note: w.t('week.noJobs') };
}

export async function personWeekPdf(db: DbOrTx, auth: TAuth, personId: number, date: string | undefined) {
  await assertOwnOrPlanned(db, auth, personId);
  const week = weekAround(date ?? (await tenantToday(db, auth.tenantId)));
  const [person] = await db
    .select({ name: personName })
    .from(persons)
    .where(and(eq(persons.id, personId), eq(persons.tenantId, auth.tenantId)));
  if (!person) throw notFound('Person');
  const reader = await readerOfCaller(db, auth);
  const w = pdfWords(reader);
  const jobs = (await personJobs(db, auth.tenantId, personId, CALENDAR_JOB_STATUSES, week.from, week.to)).map(shiftOf);
  const content = weekContent(reader, w, week, w.t('week.scheduleTitle', { name: person.name }), {
    headers: [
      w.label('date'),
      w.label('time'),
      w.label('project'),
      w.label('crew'),
      w.label('function'),
      w.label('location'),
    ],
    widths: [105, 65, 110, 110, 65, 60],
    rows: jobs.map((j) => [
      w.dates(j.startDate, j.endDate, 'calendarDayYear'),
      w.span(j.startTime, j.endTime),
      j.project.name,
      j.crew.name,
      j.function.name,
      j.location ? [j.location.name, j.location.city].filter(Boolean).join(', ') : '',
    ]),
  });
  return { pdf: await renderPdf(content), fileName: pdfFileName(`${person.name} ${week.from}`) };
}

export async function crewWeekPdf(db: DbOrTx, auth: TAuth, crewId: number, date: string | undefined) {
  const week = weekAround(date ?? (await tenantToday(db, auth.tenantId)));
  const [crew] = await db
    .select({ name: projectCrews.name })
    .from(projectCrews)
    .where(and(eq(projectCrews.id, crewId), eq(projectCrews.tenantId, auth.tenantId)));
  if (!crew) throw notFound('Crew');
  const reader = await readerOfCaller(db, auth);
  const w = pdfWords(reader);
  const status = translator(reader.locale, 'JobsPage');
  const jobs = await db
    .select({
      startDate: projectCrewItems.startDate,
      endDate: projectCrewItems.endDate,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
      function: functions.name,
      rowNo: assignments.rowNo,
      person: personName,
      status: assignments.status,
    })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .innerJoin(persons, eq(persons.id, assignments.personId))
    .where(
      and(
        eq(assignments.tenantId, auth.tenantId),
        eq(projectCrewItems.projectCrewId, crewId),
        liveAssignment,
        sql`${projectCrewItems.startDate} <= ${week.to}`,
        sql`coalesce(${projectCrewItems.endDate}, ${projectCrewItems.startDate}) >= ${week.from}`,
      ),
    )
    .orderBy(asc(projectCrewItems.startsAt), asc(functions.name), asc(assignments.rowNo));
  const content = weekContent(reader, w, week, w.t('week.lineUpTitle', { crew: crew.name }), {
    headers: [w.label('date'), w.label('time'), w.label('function'), w.label('name'), w.label('status')],
    widths: [115, 75, 100, 140, 85],
    rows: jobs.map((j) => [
      w.dates(j.startDate, j.endDate, 'calendarDayYear'),
      w.span(hhmm(j.startTime), hhmm(j.endTime)),
      j.function,
      j.person,
      status(`statuses.${j.status}`),
    ]),
  });
  return { pdf: await renderPdf(content), fileName: pdfFileName(`${crew.name} ${week.from}`) };
}
