// How full a project's crews are (the list's and the detail's `crewCount` and `fill`): its
// crews, the rows of its items still needed (not "not needed"), and the live assignments
// (not cancelled) on those items. The live assignments of an item are kept in
// project_crew_items.live_rows by a trigger (migration 0020), so one grouped pass over the
// items counts both, for a set of projects at once, every table scoped to the tenant.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** SQL of a derived table (project_id, crews, needed, filled) for the projects whose ids
 *  `projectIds` selects; a project without crews has no row. */
export const crewFillOf = (tenantId: number, projectIds: SQL): SQL => sql`select c.project_id, c.crews,
    coalesce(it.needed, 0)::int as needed, coalesce(it.filled, 0)::int as filled
  from (select project_id, count(*)::int as crews from project_crews
        where tenant_id = ${tenantId} and project_id in (${projectIds}) group by project_id) c
  left join (select pc.project_id, sum(i.rows)::int as needed, sum(i.live_rows)::int as filled
        from project_crew_items i join project_crews pc on pc.id = i.project_crew_id
        where i.tenant_id = ${tenantId} and pc.tenant_id = ${tenantId} and pc.project_id in (${projectIds})
          and i.status <> 'notNeeded'
        group by pc.project_id) it on it.project_id = c.project_id`;

/** `crewCount` and `fill` of one project. */
export async function readCrewFill(
  db: DbOrTx,
  tenantId: number,
  projectId: number,
): Promise<{ crewCount: number; fill: { filled: number; needed: number } }> {
  const { rows } = await db.execute<{ crews: number; needed: number; filled: number }>(
    sql`select crews, needed, filled from (${crewFillOf(tenantId, sql`select ${projectId}::int`)}) f`,
  );
  const r = rows[0];
  return { crewCount: Number(r?.crews ?? 0), fill: { filled: Number(r?.filled ?? 0), needed: Number(r?.needed ?? 0) } };
}
