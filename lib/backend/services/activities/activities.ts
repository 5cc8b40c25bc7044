// Activities (to-dos, rules §3, rules "Activities"). Planners see and manage every to-do of
// the tenant (their to-do calendar); everyone else sees the to-dos addressed to them and
// may add personal ones for themselves.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { activities, activityTypes, persons, projects, users } from '../../db/schema';
import type { TAuth } from '../../context';
import { forbidden, invalidField, notFound } from '../../errors';
import { readerOfCaller } from '../i18n/reader-of';
import type { TReader } from '../i18n/translate';
import { activityCaption } from './activity-texts';
import { isPlanner, requirePlanner, visibleProjectsWhere } from '../access';
import { blankToNull } from '../catalog/reference';
import { assertInTenant } from '../tenant-scope';
import { personName, personRef } from '../people/names';
import { PLANNER_LOGIN_TYPES } from '../../../domain/auth';
import { visiblePersonsWhere } from '../people/persons';
import {
  ACTIVITY_DEFAULT_PRIORITY,
  ACTIVITY_GROUPS,
  type TActivityFilterOptions,
  formatDueDate,
  type TActivity,
  type TActivityInput,
  type TActivityUpdate,
} from '../../../domain/activities';
import { clock } from '../../../domain/clock';

const recipient = alias(persons, 'recipient');
const party = alias(persons, 'party');

const activityColumns = {
  id: activities.id,
  caption: activities.caption,
  body: activities.body,
  textKey: activities.textKey,
  textValues: activities.textValues,
  category: activities.category,
  typeId: activityTypes.id,
  typeName: activityTypes.name,
  recipientId: recipient.id,
  recipientFirst: recipient.firstName,
  recipientLast: recipient.lastName,
  recipientGroup: activities.recipientGroup,
  dueDate: activities.dueDate,
  priority: activities.priority,
  partyId: party.id,
  partyFirst: party.firstName,
  partyLast: party.lastName,
  projectId: projects.id,
  projectNumber: projects.number,
  projectName: projects.name,
  crewItemId: activities.crewItemId,
  doneAt: activities.doneAt,
  createdAt: activities.createdAt,
};

type TRow = {
  id: number;
  caption: string;
  body: string | null;
  textKey: string | null;
  textValues: unknown;
  category: string | null;
  typeId: number | null;
  typeName: string | null;
  recipientId: number | null;
  recipientFirst: string | null;
  recipientLast: string | null;
  recipientGroup: string | null;
  dueDate: string | null;
  priority: number;
  partyId: number | null;
  partyFirst: string | null;
  partyLast: string | null;
  projectId: number | null;
  projectNumber: number | null;
  projectName: string | null;
  crewItemId: number | null;
  doneAt: Date | null;
  createdAt: Date;
};

/** One to-do for its reader: what the product wrote itself is worded in the reader's language. */
function toActivity(r: TRow, reader: TReader): TActivity {
  const recipientPerson = personRef(r.recipientId, r.recipientFirst, r.recipientLast);
  return {
    id: r.id,
    ...activityCaption(r, reader),
    category: r.category,
    type: r.typeId === null ? null : { id: r.typeId, name: r.typeName ?? '' },
    recipientPerson,
    recipientGroup: r.recipientGroup,
    dueDate: r.dueDate,
    priority: r.priority,
    parameters: {
      recipient: recipientPerson?.name ?? r.recipientGroup ?? '',
      dueDate: formatDueDate(r.dueDate),
      priority: r.priority,
    },
    personParty: personRef(r.partyId, r.partyFirst, r.partyLast),
    project: r.projectId === null ? null : { id: r.projectId, number: r.projectNumber ?? 0, name: r.projectName ?? '' },
    crewItemId: r.crewItemId,
    done: r.doneAt !== null,
    doneAt: r.doneAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

function visibleActivitiesWhere(auth: TAuth): SQL {
  if (auth.type !== 'user') throw forbidden('To-dos need a personal login');
  const tenant = eq(activities.tenantId, auth.tenantId);
  if (isPlanner(auth)) return tenant;
  return and(tenant, eq(activities.recipientPersonId, auth.personId ?? -1))!;
}

function selectActivities(db: DbOrTx) {
  return db
    .select(activityColumns)
    .from(activities)
    .leftJoin(activityTypes, eq(activityTypes.id, activities.typeId))
    .leftJoin(recipient, eq(recipient.id, activities.recipientPersonId))
    .leftJoin(party, eq(party.id, activities.personPartyId))
    .leftJoin(projects, eq(projects.id, activities.projectId));
}

export async function listActivities(
  db: DbOrTx,
  auth: TAuth,
  q: {
    from?: string;
    to?: string;
    done?: 'true' | 'false';
    projectId?: number;
    crewItemId?: number;
    recipientPersonId?: number;
    recipientGroup?: string;
    limit: number;
    page: number;
  },
) {
  const where = and(
    visibleActivitiesWhere(auth),
    q.from ? gte(activities.dueDate, q.from) : undefined,
    q.to ? lte(activities.dueDate, q.to) : undefined,
    q.done === 'true' ? isNotNull(activities.doneAt) : q.done === 'false' ? isNull(activities.doneAt) : undefined,
    q.projectId !== undefined ? eq(activities.projectId, q.projectId) : undefined,
    q.crewItemId !== undefined ? eq(activities.crewItemId, q.crewItemId) : undefined,
    q.recipientPersonId !== undefined ? eq(activities.recipientPersonId, q.recipientPersonId) : undefined,
    q.recipientGroup !== undefined ? eq(activities.recipientGroup, q.recipientGroup) : undefined,
  );
  const rows = await selectActivities(db)
    .where(where)
    .orderBy(sql`${activities.dueDate} asc nulls last`, asc(activities.priority), asc(activities.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(activities).where(where);
  const reader = await readerOfCaller(db, auth);
  return { data: rows.map((r) => toActivity(r, reader)), total: total?.n ?? 0 };
}

/** To-dos by id, whoever they are addressed to: for callers who reached them through a record
 *  they may see (a payroll item's to-dos). */
export async function activitiesByIds(db: DbOrTx, auth: TAuth, ids: readonly number[]): Promise<TActivity[]> {
  if (!ids.length) return [];
  const rows = await selectActivities(db)
    .where(and(eq(activities.tenantId, auth.tenantId), inArray(activities.id, [...ids])))
    .orderBy(asc(activities.createdAt), asc(activities.id));
  const reader = await readerOfCaller(db, auth);
  return rows.map((r) => toActivity(r, reader));
}

export async function listActivityTypes(db: DbOrTx, auth: TAuth) {
  if (auth.type !== 'user') throw forbidden('To-dos need a personal login');
  return db
    .select({ id: activityTypes.id, name: activityTypes.name })
    .from(activityTypes)
    .where(eq(activityTypes.tenantId, auth.tenantId))
    .orderBy(asc(activityTypes.name), asc(activityTypes.id));
}

export async function getActivity(db: DbOrTx, auth: TAuth, id: number): Promise<TActivity> {
  const [row] = await selectActivities(db).where(and(eq(activities.id, id), visibleActivitiesWhere(auth)));
  if (!row) throw notFound('ToDo');
  return toActivity(row, await readerOfCaller(db, auth));
}

async function checkReferences(db: DbOrTx, auth: TAuth, v: TActivityUpdate) {
  if (!isPlanner(auth)) {
    if (v.recipientPersonId != null && v.recipientPersonId !== auth.personId)
      throw forbidden('You may only add to-dos for yourself');
    if (v.recipientGroup) throw forbidden('Only planners may address a group');
  }
  await assertInTenant(db, auth.tenantId, activityTypes, v.typeId, 'typeId', 'Activity type');
  await assertInTenant(db, auth.tenantId, persons, v.recipientPersonId, 'recipientPersonId', 'Person');
  // The person the to-do is about must be one the caller may see: an id in the body must not
  // reveal a name (404 for ids of other people, as for ids that do not exist).
  if (v.personPartyId != null) {
    const [p] = await db
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.id, v.personPartyId), visiblePersonsWhere(auth)));
    if (!p) throw notFound('Person');
  }
  if (v.projectId != null) {
    const [p] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, v.projectId), visibleProjectsWhere(auth)));
    if (!p) throw invalidField('projectId', `Project ${v.projectId} does not exist`);
  }
}

function columnsOf(v: TActivityUpdate) {
  const out: Partial<typeof activities.$inferInsert> = {};
  if (v.caption !== undefined) out.caption = v.caption;
  for (const key of ['body', 'category', 'recipientGroup'] as const)
    if (v[key] !== undefined) out[key] = blankToNull(v[key]);
  for (const key of ['typeId', 'recipientPersonId', 'dueDate', 'priority', 'projectId', 'personPartyId'] as const) {
    if (v[key] !== undefined) (out as Record<string, unknown>)[key] = v[key];
  }
  if (v.done !== undefined) out.doneAt = v.done ? clock.now() : null;
  return out;
}

export async function createActivity(db: Db, auth: TAuth, input: TActivityInput): Promise<TActivity> {
  visibleActivitiesWhere(auth);
  await checkReferences(db, auth, input);
  const [row] = await db
    .insert(activities)
    .values({
      ...columnsOf(input),
      tenantId: auth.tenantId,
      caption: input.caption,
      priority: input.priority ?? ACTIVITY_DEFAULT_PRIORITY,
    })
    .returning({ id: activities.id });
  return getActivity(db, auth, row!.id);
}

export async function updateActivity(db: Db, auth: TAuth, id: number, input: TActivityUpdate): Promise<TActivity> {
  const current = await getActivity(db, auth, id);
  await checkReferences(db, auth, input);
  const personId =
    input.recipientPersonId !== undefined ? input.recipientPersonId : (current.recipientPerson?.id ?? null);
  const group = input.recipientGroup !== undefined ? blankToNull(input.recipientGroup) : current.recipientGroup;
  if (personId === null && !group) throw invalidField('recipientPersonId', 'Choose a recipient person or group');
  const set = columnsOf(input);
  // Marking an already done to-do done again keeps the moment it was first done.
  if (input.done === true && current.done) delete set.doneAt;
  if (Object.keys(set).length > 0)
    await db
      .update(activities)
      .set(set)
      .where(and(eq(activities.id, id), eq(activities.tenantId, auth.tenantId)));
  return getActivity(db, auth, id);
}

export async function markActivityDone(db: Db, auth: TAuth, id: number): Promise<TActivity> {
  return updateActivity(db, auth, id, { done: true });
}

export async function deleteActivity(db: Db, auth: TAuth, id: number): Promise<void> {
  await getActivity(db, auth, id);
  await db.delete(activities).where(and(eq(activities.id, id), eq(activities.tenantId, auth.tenantId)));
}

/** The to-do calendar's choices (planners): who to-dos go to — the people already addressed and
 *  the planners of the tenant, the groups — and the projects that have to-dos. */
export async function activityFilterOptions(db: DbOrTx, auth: TAuth): Promise<TActivityFilterOptions> {
  requirePlanner(auth);
  const tenant = eq(activities.tenantId, auth.tenantId);
  const plannerTypes = sql.join(
    PLANNER_LOGIN_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const people = await db
    .selectDistinct({ id: persons.id, name: personName })
    .from(persons)
    .where(
      and(
        eq(persons.tenantId, auth.tenantId),
        sql`(${persons.id} in (select ${activities.recipientPersonId} from ${activities} where ${tenant})
          or ${persons.id} in (select ${users.personId} from ${users} where ${users.tenantId} = ${auth.tenantId}
            and ${users.loginTypes} && array[${plannerTypes}]::text[]))`,
      ),
    )
    .orderBy(asc(personName), asc(persons.id));
  const groups = await db
    .selectDistinct({ group: activities.recipientGroup })
    .from(activities)
    .where(and(tenant, isNotNull(activities.recipientGroup)));
  const projectRows = await db
    .selectDistinct({ id: projects.id, number: projects.number, name: projects.name })
    .from(projects)
    .innerJoin(activities, eq(activities.projectId, projects.id))
    .where(and(tenant, eq(projects.tenantId, auth.tenantId)))
    .orderBy(desc(projects.number));
  return {
    recipients: people,
    groups: [...new Set([...ACTIVITY_GROUPS, ...groups.map((g) => g.group!)])].sort(),
    projects: projectRows,
  };
}
