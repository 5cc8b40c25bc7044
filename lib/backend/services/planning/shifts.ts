// A crew item read as a shift (lib/domain/planning/shift.ts): the item with its project, crew,
// function and place. Vacancies and shift swaps select shifts this way and add their own columns.
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { functions, locations, projectCrewItems, projectCrews, projects } from '../../db/schema';
import type { TShift } from '../../../domain/planning';
import { hhmm, iso } from './common';

const shiftColumns = {
  item: projectCrewItems,
  project: { id: projects.id, number: projects.number, name: projects.name },
  crew: { id: projectCrews.id, name: projectCrews.name },
  function: { id: functions.id, name: functions.name },
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

/** How a to-do names a shift: `Rigger on 2031-05-02 (Summer Fair)`. */
export function shiftSubject(r: Pick<TShiftRow, 'item' | 'project' | 'function'>): string {
  const { startDate, endDate } = r.item;
  const day = endDate && endDate !== startDate ? `${startDate} – ${endDate}` : startDate;
  return `${r.function.name} on ${day} (${r.project.name})`;
}
