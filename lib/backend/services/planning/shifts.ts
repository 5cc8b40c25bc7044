// A crew item read as a shift (lib/domain/planning/shift.ts): the item with its project, crew,
// function and place. Vacancies and shift swaps select shifts this way and add their own columns.
import type { TShiftWords } from '../activities/activity-texts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { assignments, functions, locations, projectCrewItems, projectCrews, projects } from '../../db/schema';
import type { TShift } from '../../../domain/planning';
import { hhmm, iso } from './common';

/** A shift's project, crew and function, as TShift names them. */
export const shiftRefColumns = {
  project: { id: projects.id, number: projects.number, name: projects.name },
  crew: { id: projectCrews.id, name: projectCrews.name },
  function: { id: functions.id, name: functions.name },
};

const shiftColumns = {
  item: projectCrewItems,
  ...shiftRefColumns,
  locationId: locations.id,
  locationName: locations.name,
  locationCity: locations.city,
};

/** Crew items as shifts, with `extra` columns; the caller adds joins and conditions. */
export function selectShifts<T extends SelectedFields>(db: DbOrTx, extra: T) {
  return db
    .select({ ...shiftColumns, ...extra })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .leftJoin(locations, eq(locations.id, projectCrews.locationId));
}

/**
 * An assignments query (`db.select(…).from(assignments).$dynamic()`) joined to the shift it is
 * on: its crew item, crew, project and function. The caller adds its own joins and conditions.
 */
export function joinAssignmentShift<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId));
}

type TShiftRow = {
  item: typeof projectCrewItems.$inferSelect;
  project: TShift['project'];
  crew: TShift['crew'];
  function: TShift['function'];
  locationId: number | null;
  locationName: string | null;
  locationCity: string | null;
};

export const shiftOf = (r: TShiftRow): TShift => ({
  project: r.project,
  crew: r.crew,
  function: r.function,
  location: r.locationId === null ? null : { id: r.locationId, name: r.locationName ?? '', city: r.locationCity },
  startDate: r.item.startDate,
  endDate: r.item.endDate,
  startTime: hhmm(r.item.startTime),
  endTime: hhmm(r.item.endTime),
  startsAt: iso(r.item.startsAt),
  endsAt: iso(r.item.endsAt),
});

/** SQL twin of `iso`: a timestamptz as `Date.toISOString()` writes it. */
const isoSql = (t: SQL) => sql`to_char(${t} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** SQL twin of `shiftOf` for lists shaped in the database: the shift's fields as
 *  json_build_object arguments, from the crew item columns `i` (project_crew_id, function_id,
 *  start_date, end_date, start_time, end_time, starts_at, ends_at) and its crew `c`. The refs
 *  are read by primary key, which plans far faster than joining five more tables. */
export const shiftJsonFields = (i: SQL, c: SQL, tenantId: number): SQL => sql`
  'project', (select json_build_object('id', p.id, 'number', p.number, 'name', p.name)
    from projects p where p.id = ${c}.project_id and p.tenant_id = ${tenantId}),
  'crew', json_build_object('id', ${c}.id, 'name', ${c}.name),
  'function', (select json_build_object('id', f.id, 'name', f.name)
    from functions f where f.id = ${i}.function_id and f.tenant_id = ${tenantId}),
  'location', (select json_build_object('id', l.id, 'name', coalesce(l.name, ''), 'city', l.city)
    from locations l where l.id = ${c}.location_id and l.tenant_id = ${tenantId}),
  'startDate', ${i}.start_date, 'endDate', ${i}.end_date,
  'startTime', to_char(${i}.start_time, 'HH24:MI'), 'endTime', to_char(${i}.end_time, 'HH24:MI'),
  'startsAt', ${isoSql(sql`${i}.starts_at`)}, 'endsAt', ${isoSql(sql`${i}.ends_at`)}`;

/** What a to-do says of a shift (its words are ActivityTexts.shift: `Rigger on 2 May 2031 (Summer Fair)`). */
export function shiftWords(r: Pick<TShiftRow, 'item' | 'project' | 'function'>): TShiftWords {
  return { function: r.function.name, startDate: r.item.startDate, endDate: r.item.endDate, project: r.project.name };
}
