// Who may see which projects. One place for the scoping rule that every project-related
// query applies on top of the tenant filter:
//  - planners (planners, operations, planning) and office: all projects of the tenant;
//  - clients: the projects of their own contact;
//  - crew: the projects they hold an assignment in;
//  - a project session: its own project only; a plus-crew session: none.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { assignments, contacts, projectCrewItems, projectCrews, projects } from '../db/schema';
import type { TAuth } from '../context';
import { forbidden, notFound } from '../errors';
import * as rules from '../../domain/auth/rights-registry';

// The login-type rules of the registry, for a caller: only a user session has login types.
export const isPlanner = (auth: TAuth) => auth.type === 'user' && rules.isPlanner(auth.loginTypes);
export const isOffice = (auth: TAuth) => auth.type === 'user' && rules.isOffice(auth.loginTypes);
export const isClient = (auth: TAuth) => auth.type === 'user' && rules.isClient(auth.loginTypes);
export const isCrew = (auth: TAuth) => auth.type === 'user' && rules.isCrew(auth.loginTypes);
export const isPlannerOrOffice = (auth: TAuth) => auth.type === 'user' && rules.isPlannerOrOffice(auth.loginTypes);
export const isClientOrPlanner = (auth: TAuth) => auth.type === 'user' && rules.isClientOrPlanner(auth.loginTypes);

export function requirePlanner(auth: TAuth): void {
  if (!isPlanner(auth)) throw forbidden('Only planners may do this');
}

/** The condition on `projects` for what this caller may see (always includes the tenant). */
export function visibleProjectsWhere(auth: TAuth): SQL {
  const tenant = eq(projects.tenantId, auth.tenantId);
  if (auth.type === 'project') return and(tenant, eq(projects.id, auth.projectId ?? -1))!;
  if (auth.type === 'pluscrew') return sql`false`;
  if (isPlannerOrOffice(auth)) return tenant;
  const parts: SQL[] = [];
  if (isClient(auth) && auth.contactNumber !== null) {
    parts.push(
      sql`${projects.clientId} in (select ${contacts.id} from ${contacts} where ${contacts.tenantId} = ${auth.tenantId} and ${contacts.number} = ${auth.contactNumber})`,
    );
  }
  if (isCrew(auth) && auth.personId !== null) {
    parts.push(
      sql`exists (select 1 from ${assignments}
            join ${projectCrewItems} on ${projectCrewItems.id} = ${assignments.crewItemId}
            join ${projectCrews} on ${projectCrews.id} = ${projectCrewItems.projectCrewId}
            where ${projectCrews.projectId} = ${projects.id} and ${assignments.tenantId} = ${auth.tenantId}
              and ${assignments.personId} = ${auth.personId})`,
      sql`exists (select 1 from ${projectCrews} pc where pc.project_id = ${projects.id} and pc.tenant_id = ${auth.tenantId}
            and pc.crew_chief_id = ${auth.personId})`,
    );
  }
  if (parts.length === 0) return sql`false`;
  return and(tenant, sql`(${sql.join(parts, sql` or `)})`)!;
}

/** 404 unless the caller may see this project (another tenant's id looks missing). */
export async function assertProjectVisible(db: DbOrTx, auth: TAuth, projectId: number): Promise<void> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleProjectsWhere(auth)));
  if (!row) throw notFound('Project');
}

/** The caller is a client login of the contact this project is for. */
export async function isProjectClient(db: DbOrTx, auth: TAuth, projectId: number): Promise<boolean> {
  if (!isClient(auth) || auth.contactNumber === null) return false;
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(contacts, eq(contacts.id, projects.clientId))
    .where(
      and(
        eq(projects.id, projectId),
        eq(projects.tenantId, auth.tenantId),
        eq(contacts.tenantId, auth.tenantId),
        eq(contacts.number, auth.contactNumber),
      ),
    );
  return Boolean(row);
}
