// Copying a project: a new, requested project with the same fields, crews and crew items, all
// moved by the days between the old and the new begin date, and no people (they are asked
// again for the new dates). Items that were "not needed" stay behind; the rest start as
// designs, the state of every new crew item.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectCrewItems, projectCrews, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { shiftSpan } from '../../../domain/time-zone';
import { addDays, daysBetween } from '../../../domain/calendar-days';
import type { TProjectCopy } from '../../../domain/projects';
import { visibleProjectsWhere } from '../access';
import { insertNumbered } from '../numbering';
import { nextCrewItemStatus } from '../planning/crew-item-status';
import { tenantTimeZone } from '../planning/common';

/** "Gala 2026 (copy)", cut to the name's length limit. */
export const copyName = (name: string) => `${name.slice(0, 193)} (copy)`;

export async function copyProject(db: Db, auth: TAuth, id: number, input: TProjectCopy): Promise<number> {
  const [source] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), visibleProjectsWhere(auth)));
  if (!source) throw notFound('Project');
  const shift = daysBetween(source.beginDate, input.beginDate);
  const move = (d: string) => addDays(d, shift);
  const timeZone = await tenantTimeZone(db, auth.tenantId);

  return insertNumbered(db, {
    table: projects,
    tenantId: auth.tenantId,
    given: undefined,
    after: 0,
    what: 'Project',
    insert: async (tx, number) => {
      const { id: _id, createdAt: _c, passwordHash: _p, rating: _r, ...fields } = source;
      const [copy] = await tx
        .insert(projects)
        .values({
          ...fields,
          number,
          name: input.name || copyName(source.name),
          beginDate: move(source.beginDate),
          endDate: move(source.endDate),
          status: 'requested',
          rating: null,
          passwordHash: null,
        })
        .returning({ id: projects.id });
      const crews = await tx.select().from(projectCrews).where(eq(projectCrews.projectId, source.id));
      if (crews.length === 0) return copy!.id;
      const newCrews = await tx
        .insert(projectCrews)
        .values(
          crews.map((c) => ({
            tenantId: auth.tenantId,
            projectId: copy!.id,
            name: c.name,
            locationId: c.locationId,
            crewChiefId: c.crewChiefId,
            contactOnSiteId: c.contactOnSiteId,
            startDate: move(c.startDate),
            endDate: c.endDate === null ? null : move(c.endDate),
            comment: c.comment,
          })),
        )
        .returning({ id: projectCrews.id });
      const crewIdOf = new Map(crews.map((c, i) => [c.id, newCrews[i]!.id]));
      const items = await tx
        .select()
        .from(projectCrewItems)
        .where(
          and(
            inArray(
              projectCrewItems.projectCrewId,
              crews.map((c) => c.id),
            ),
            ne(projectCrewItems.status, 'notNeeded'),
          ),
        );
      if (items.length > 0) {
        await tx.insert(projectCrewItems).values(
          items.map((it) => {
            const schedule = {
              startDate: move(it.startDate),
              endDate: it.endDate === null ? null : move(it.endDate),
              startTime: it.startTime,
              endTime: it.endTime,
            };
            const span = shiftSpan(schedule, timeZone);
            return {
              tenantId: auth.tenantId,
              projectCrewId: crewIdOf.get(it.projectCrewId)!,
              functionId: it.functionId,
              ...schedule,
              startsAt: span.startsAt,
              endsAt: span.endsAt,
              rows: it.rows,
              catering: it.catering,
              comment: it.comment,
              status: nextCrewItemStatus(null, 'create'),
              isVacancy: false,
            };
          }),
        );
      }
      return copy!.id;
    },
  });
}
