// Which project crews a caller may see, on top of the project rule of services/access.ts:
//  - planners, office and a project session: every crew of a project they may see;
//  - clients: the crews of their own contact's projects;
//  - crew: the crews they hold an assignment in or are crew chief of (not every crew of a
//    project they work on: a crew member sees their own team, not the whole event).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectCrewItems, projectCrews, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import { isClient, isCrew, isPlannerOrOffice, visibleProjectsWhere } from '../access';
import { notFound } from '../../errors';

const inVisibleProjects = (auth: TAuth) =>
  sql`${projectCrews.projectId} in (select ${projects.id} from ${projects} where ${visibleProjectsWhere(auth)})`;

export function visibleCrewsWhere(auth: TAuth): SQL {
  const tenant = eq(projectCrews.tenantId, auth.tenantId);
  if (auth.type !== 'user' || isPlannerOrOffice(auth)) return and(tenant, inVisibleProjects(auth))!;
  const parts: SQL[] = [];
  if (isClient(auth)) parts.push(inVisibleProjects({ ...auth, loginTypes: ['clients'] }));
  if (isCrew(auth) && auth.personId !== null) {
    parts.push(sql`(${projectCrews.crewChiefId} = ${auth.personId} or exists (
      select 1 from assignments a join project_crew_items ci on ci.id = a.crew_item_id
      where ci.project_crew_id = ${projectCrews.id} and a.tenant_id = ${auth.tenantId} and a.person_id = ${auth.personId}))`);
  }
  if (parts.length === 0) return sql`false`;
  return and(tenant, sql`(${sql.join(parts, sql` or `)})`)!;
}

/** The crew if the caller may see it; 404 otherwise (also for another tenant's id). */
export async function getVisibleCrew(db: DbOrTx, auth: TAuth, crewId: number) {
  const [crew] = await db
    .select()
    .from(projectCrews)
    .where(and(eq(projectCrews.id, crewId), visibleCrewsWhere(auth)));
  if (!crew) throw notFound('Project crew');
  return crew;
}

/** The crew item with its crew if the caller may see the crew; 404 otherwise. */
export async function getVisibleCrewItem(db: DbOrTx, auth: TAuth, itemId: number) {
  const [row] = await db
    .select({ item: projectCrewItems, crew: projectCrews })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .where(and(eq(projectCrewItems.id, itemId), eq(projectCrewItems.tenantId, auth.tenantId), visibleCrewsWhere(auth)));
  if (!row) throw notFound('Crew item');
  return row;
}
