// The project list (SPEC §4 list filters, §9 constants). Visibility comes from
// visibleProjectsWhere; the list itself always hides internal, sickness and vacation
// projects and those beginning before 2018-01-01.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  companies,
  contacts,
  persons,
  projectCrewItems,
  projectCrews,
  projects,
  projectTypes,
  tenants,
} from '../../db/schema';
import { utcToZonedDate } from '../../../domain/time-zone';
import type { TAuth } from '../../context';
import { isOffice, isPlanner, visibleProjectsWhere } from '../access';
import {
  HIDDEN_PROJECT_TYPES,
  PROJECT_LIST_BEGIN_DATE_FROM,
  ZProjectStatus,
  type TProjectListFilters,
  type TProjectListItem,
} from '../../../domain/projects';

export const projectManager = alias(persons, 'project_manager');

/** The columns every project shape shares (list item and detail). */
export const projectSummaryColumns = {
  id: projects.id,
  number: projects.number,
  name: projects.name,
  status: projects.status,
  type: projects.type,
  beginDate: projects.beginDate,
  endDate: projects.endDate,
  reference: projects.reference,
  clientMark: projects.clientMark,
  clientId: contacts.id,
  clientNumber: contacts.number,
  clientName: contacts.name,
  companyId: companies.id,
  companyName: companies.name,
  pmId: projectManager.id,
  pmFirstName: projectManager.firstName,
  pmLastName: projectManager.lastName,
  projectTypeId: projectTypes.id,
  projectTypeName: projectTypes.name,
  crewCount: sql<number>`(select count(*)::int from ${projectCrews} where ${projectCrews.projectId} = ${projects.id})`,
  // Rows of items still needed (not "not needed"), and those with a person on them.
  needed: sql<number>`(select coalesce(sum(${projectCrewItems.rows}), 0)::int from ${projectCrewItems}
    join ${projectCrews} on ${projectCrews.id} = ${projectCrewItems.projectCrewId}
    where ${projectCrews.projectId} = ${projects.id} and ${projectCrewItems.status} <> 'notNeeded')`,
  filled: sql<number>`(select count(*)::int from ${assignments}
    join ${projectCrewItems} on ${projectCrewItems.id} = ${assignments.crewItemId}
    join ${projectCrews} on ${projectCrews.id} = ${projectCrewItems.projectCrewId}
    where ${projectCrews.projectId} = ${projects.id} and ${projectCrewItems.status} <> 'notNeeded'
      and ${assignments.status} <> 'cancelled')`,
};

type TSummaryRow = {
  id: number;
  number: number;
  name: string;
  status: TProjectListItem['status'];
  type: TProjectListItem['type'];
  beginDate: string;
  endDate: string;
  reference: string | null;
  clientMark: string | null;
  clientId: number;
  clientNumber: number;
  clientName: string;
  companyId: number;
  companyName: string;
  pmId: number | null;
  pmFirstName: string | null;
  pmLastName: string | null;
  projectTypeId: number | null;
  projectTypeName: string | null;
  crewCount: number;
  needed: number;
  filled: number;
};

export function toProjectListItem(r: TSummaryRow): TProjectListItem {
  return {
    id: r.id,
    number: r.number,
    name: r.name,
    status: r.status,
    type: r.type,
    beginDate: r.beginDate,
    endDate: r.endDate,
    reference: r.reference,
    clientMark: r.clientMark,
    client: { id: r.clientId, number: r.clientNumber, name: r.clientName },
    company: { id: r.companyId, name: r.companyName },
    projectManager: r.pmId === null ? null : { id: r.pmId, name: `${r.pmFirstName} ${r.pmLastName}` },
    projectType: r.projectTypeId === null ? null : { id: r.projectTypeId, name: r.projectTypeName ?? '' },
    crewCount: Number(r.crewCount),
    fill: { filled: Number(r.filled), needed: Number(r.needed) },
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export type TProjectListOptions = TProjectListFilters & {
  limit: number;
  page: number;
  /** Today in the tenant's time zone, for `period`. */
  today: string;
  companyId?: number;
};

export function projectListWhere(auth: TAuth, o: TProjectListOptions): SQL {
  const parts: (SQL | undefined)[] = [
    visibleProjectsWhere(auth),
    notInArray(projects.type, [...HIDDEN_PROJECT_TYPES]),
    gte(projects.beginDate, PROJECT_LIST_BEGIN_DATE_FROM),
  ];
  if (o.status)
    parts.push(
      inArray(
        projects.status,
        o.status.split(',').map((s) => ZProjectStatus.parse(s)),
      ),
    );
  if (o.closed === 'true') parts.push(eq(projects.status, 'closed'));
  if (o.closed === 'false') parts.push(ne(projects.status, 'closed'));
  // For clients and crew the visibility rule already is "mine" (own contact, assigned);
  // for planners and office "mine" means the projects they manage.
  if (o.scope === 'mine' && (isPlanner(auth) || isOffice(auth)))
    parts.push(eq(projects.projectManagerId, auth.personId ?? -1));
  if (o.period === 'past') parts.push(lt(projects.endDate, o.today));
  if (o.period === 'ongoing') parts.push(lte(projects.beginDate, o.today), gte(projects.endDate, o.today));
  if (o.period === 'upcoming') parts.push(gt(projects.beginDate, o.today));
  if (o.number !== undefined) parts.push(eq(projects.number, o.number));
  if (o.clientId !== undefined) parts.push(eq(projects.clientId, o.clientId));
  if (o.projectTypeId !== undefined) parts.push(eq(projects.projectTypeId, o.projectTypeId));
  if (o.from !== undefined) parts.push(gte(projects.endDate, o.from));
  if (o.to !== undefined) parts.push(lte(projects.beginDate, o.to));
  if (o.companyId !== undefined) parts.push(eq(projects.companyId, o.companyId));
  if (o.search) {
    const like = `%${escapeLike(o.search)}%`;
    parts.push(or(ilike(projects.name, like), ilike(sql`${projects.number}::text`, like), ilike(contacts.name, like)));
  }
  return and(...parts)!;
}

export async function listProjects(db: DbOrTx, auth: TAuth, o: TProjectListOptions) {
  const where = projectListWhere(auth, o);
  const rows = await db
    .select(projectSummaryColumns)
    .from(projects)
    .innerJoin(contacts, eq(contacts.id, projects.clientId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(projectManager, eq(projectManager.id, projects.projectManagerId))
    .leftJoin(projectTypes, eq(projectTypes.id, projects.projectTypeId))
    .where(where)
    .orderBy(desc(projects.beginDate), asc(projects.number))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const [total] = await db
    .select({ n: count() })
    .from(projects)
    .innerJoin(contacts, eq(contacts.id, projects.clientId))
    .where(where);
  return { data: rows.map(toProjectListItem), total: total?.n ?? 0 };
}

/** Today's date in the tenant's time zone ("past", "ongoing" and "upcoming" are the tenant's days). */
export async function tenantToday(db: DbOrTx, tenantId: number, now = new Date()): Promise<string> {
  const [t] = await db.select({ timezone: tenants.timezone }).from(tenants).where(eq(tenants.id, tenantId));
  return utcToZonedDate(now, t?.timezone ?? 'UTC');
}
