// Hours worked per person and period, for payroll and invoicing elsewhere: the approved hours of
// signed-off crew days (a day counts once the crew chief signed it off, and a crew chief's own
// hours once a planner approved them). Sheet one totals them per person; sheet two lists each
// shift. Times are the tenant's wall clock.
import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  crewChecks,
  crewSignOffs,
  functions,
  persons,
  projectCrewItems,
  projectCrews,
  projects,
} from '../../db/schema';
import type { TAuth } from '../../context';
import { utcToZonedTime } from '../../../domain/time-zone';
import type { THoursExportQuery } from '../../../domain/export-query';
import { personName } from '../people/names';
import { readerOfCaller } from '../i18n/reader-of';
import { exportFile } from '../exports/export-file';
import { column, type TExportSheet } from '../exports/sheet';

const PER_PERSON = [
  column('person'),
  column('email'),
  column('days', 'integer'),
  column('paidHours', 'hours'),
  column('chargedHours', 'hours'),
];

const SHIFTS = [
  column('date', 'date'),
  column('person'),
  column('projectNumber', 'integer'),
  column('project'),
  column('crew'),
  column('function'),
  column('checkIn', 'time'),
  column('checkOut', 'time'),
  column('paidHours', 'hours'),
  column('chargedHours', 'hours'),
];

async function approvedShifts(db: DbOrTx, auth: TAuth, from: string, to: string) {
  return db
    .select({
      personId: crewChecks.personId,
      person: personName,
      email: persons.email,
      workDate: crewChecks.workDate,
      projectNumber: projects.number,
      project: projects.name,
      crew: projectCrews.name,
      function: functions.name,
      checkInAt: crewChecks.checkInAt,
      checkOutAt: crewChecks.checkOutAt,
      paidMinutes: crewChecks.paidMinutes,
      chargedMinutes: crewChecks.chargedMinutes,
    })
    .from(crewChecks)
    .innerJoin(
      crewSignOffs,
      and(eq(crewSignOffs.projectCrewId, crewChecks.projectCrewId), eq(crewSignOffs.workDate, crewChecks.workDate)),
    )
    .innerJoin(persons, eq(persons.id, crewChecks.personId))
    .innerJoin(assignments, eq(assignments.id, crewChecks.assignmentId))
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .innerJoin(projectCrews, eq(projectCrews.id, crewChecks.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(
      and(
        eq(crewChecks.tenantId, auth.tenantId),
        gte(crewChecks.workDate, from),
        lte(crewChecks.workDate, to),
        eq(crewChecks.hoursPending, false),
        isNotNull(crewChecks.paidMinutes),
      ),
    )
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(crewChecks.workDate), asc(crewChecks.checkInAt));
}

export async function exportHours(db: DbOrTx, auth: TAuth, q: THoursExportQuery) {
  const reader = await readerOfCaller(db, auth);
  const shifts = await approvedShifts(db, auth, q.from, q.to);
  const totals = new Map<
    number,
    { person: string; email: string | null; days: Set<string>; paid: number; charged: number }
  >();
  for (const s of shifts) {
    const total = totals.get(s.personId) ?? { person: s.person, email: s.email, days: new Set(), paid: 0, charged: 0 };
    total.days.add(s.workDate);
    total.paid += s.paidMinutes ?? 0;
    total.charged += s.chargedMinutes ?? 0;
    totals.set(s.personId, total);
  }
  const wall = (at: Date | null) => (at ? utcToZonedTime(at, reader.timeZone) : null);
  const sheets: [TExportSheet, TExportSheet] = [
    {
      key: 'hoursPerPerson',
      columns: PER_PERSON,
      rows: [...totals.values()].map((t) => [t.person, t.email, t.days.size, t.paid, t.charged]),
    },
    {
      key: 'shifts',
      columns: SHIFTS,
      rows: shifts.map((s) => [
        s.workDate,
        s.person,
        s.projectNumber,
        s.project,
        s.crew,
        s.function,
        wall(s.checkInAt),
        wall(s.checkOutAt),
        s.paidMinutes,
        s.chargedMinutes,
      ]),
    },
  ];
  return exportFile(reader, q.format, sheets, { key: 'hours', values: { from: q.from, to: q.to } });
}
