// The project list (rules §4 list filters, §9 constants). Visibility comes from
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
import type { DbOrTx } from '../../db/client';
import { contacts, projects, tenants } from '../../db/schema';
import { utcToZonedDate } from '../../../domain/time-zone';
import type { TAuth } from '../../context';
import { isPlannerOrOffice, visibleProjectsWhere } from '../access';
import { crewFillOf } from './crew-fill';
import {
  HIDDEN_PROJECT_TYPES,
  PROJECT_LIST_BEGIN_DATE_FROM,
  ZProjectStatus,
  type TProjectListFilters,
  type TProjectListItem,
} from '../../../domain/projects';
import { clock } from '../../../domain/clock';

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
  if (o.scope === 'mine' && isPlannerOrOffice(auth)) parts.push(eq(projects.projectManagerId, auth.personId ?? -1));
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

/** One page of the list, shaped as the API answers it, and the number of projects matching:
 *  one statement, that builds the page's JSON in the database and counts the crews' fill for
 *  the page's projects at once (crew-fill.ts). */
export async function listProjects(
  db: DbOrTx,
  auth: TAuth,
  o: TProjectListOptions,
): Promise<{ data: TProjectListItem[]; total: number }> {
  const where = projectListWhere(auth, o);
  const page = db
    .select({ id: projects.id, beginDate: projects.beginDate, number: projects.number })
    .from(projects)
    .innerJoin(contacts, eq(contacts.id, projects.clientId))
    .where(where)
    .orderBy(desc(projects.beginDate), asc(projects.number))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const total = db
    .select({ n: count() })
    .from(projects)
    .innerJoin(contacts, eq(contacts.id, projects.clientId))
    .where(where);
  const { rows } = await db.execute<{ total: number; data: TProjectListItem[] }>(sql`with page as (${page})
    select (${total})::int as total, coalesce(json_agg(json_build_object(
        'id', p.id, 'number', p.number, 'name', p.name, 'status', p.status, 'type', p.type,
        'beginDate', p.begin_date, 'endDate', p.end_date, 'reference', p.reference, 'clientMark', p.client_mark,
        'client', json_build_object('id', k.id, 'number', k.number, 'name', k.name),
        'company', json_build_object('id', co.id, 'name', co.name),
        'projectManager', case when pm.id is null then null
          else json_build_object('id', pm.id, 'name', pm.first_name || ' ' || pm.last_name) end,
        'projectType', case when pt.id is null then null else json_build_object('id', pt.id, 'name', pt.name) end,
        'crewCount', coalesce(f.crews, 0),
        'fill', json_build_object('filled', coalesce(f.filled, 0), 'needed', coalesce(f.needed, 0))
      ) order by page.begin_date desc, page.number), '[]'::json) as data
    from page
    join projects p on p.id = page.id and p.tenant_id = ${auth.tenantId}
    join contacts k on k.id = p.client_id and k.tenant_id = ${auth.tenantId}
    join companies co on co.id = p.company_id and co.tenant_id = ${auth.tenantId}
    left join persons pm on pm.id = p.project_manager_id and pm.tenant_id = ${auth.tenantId}
    left join project_types pt on pt.id = p.project_type_id and pt.tenant_id = ${auth.tenantId}
    left join (${crewFillOf(auth.tenantId, sql`select id from page`)}) f on f.project_id = p.id`);
  const row = rows[0];
  return { data: row?.data ?? [], total: Number(row?.total ?? 0) };
}

/** Today's date in the tenant's time zone ("past", "ongoing" and "upcoming" are the tenant's days). */
export async function tenantToday(db: DbOrTx, tenantId: number, now = clock.now()): Promise<string> {
  const [t] = await db.select({ timezone: tenants.timezone }).from(tenants).where(eq(tenants.id, tenantId));
  return utcToZonedDate(now, t?.timezone ?? 'UTC');
}
