// Activities (to-dos, SPEC §3, DOMAIN "Activities"). Planners see and manage every to-do of
// the tenant (their to-do calendar); everyone else sees the to-dos addressed to them and
// may add personal ones for themselves.
import { and, asc, count, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { activities, activityTypes, persons, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import { forbidden, invalidField, notFound } from '../../errors';
import { isPlanner, visibleProjectsWhere } from '../access';
import { blankToNull } from '../catalog/reference';
import { assertInTenant } from '../tenant-scope';
import { personRef } from '../people/names';
import {
  ACTIVITY_DEFAULT_PRIORITY,
  formatDueDate,
  type TActivity,
  type TActivityInput,
  type TActivityUpdate,
} from '../../../domain/activities';

const recipient = alias(persons, 'recipient');
const party = alias(persons, 'party');

const activityColumns = {
  id: activities.id,
  caption: activities.caption,
  body: activities.body,
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

function toActivity(r: TRow): TActivity {
  const recipientPerson = personRef(r.recipientId, r.recipientFirst, r.recipientLast);
  return {
    id: r.id,
    caption: r.caption,
    body: r.body,
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
  q: { from?: string; to?: string; done?: 'true' | 'false'; projectId?: number; limit: number; page: number },
) {
  const where = and(
    visibleActivitiesWhere(auth),
    q.from ? gte(activities.dueDate, q.from) : undefined,
    q.to ? lte(activities.dueDate, q.to) : undefined,
    q.done === 'true' ? isNotNull(activities.doneAt) : q.done === 'false' ? isNull(activities.doneAt) : undefined,
    q.projectId !== undefined ? eq(activities.projectId, q.projectId) : undefined,
  );
  const rows = await selectActivities(db)
    .where(where)
    .orderBy(sql`${activities.dueDate} asc nulls last`, asc(activities.priority), asc(activities.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(activities).where(where);
  return { data: rows.map(toActivity), total: total?.n ?? 0 };
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
  return toActivity(row);
}

async function checkReferences(db: DbOrTx, auth: TAuth, v: TActivityUpdate) {
  if (!isPlanner(auth)) {
    if (v.recipientPersonId != null && v.recipientPersonId !== auth.personId)
      throw forbidden('You may only add to-dos for yourself');
    if (v.recipientGroup) throw forbidden('Only planners may address a group');
  }
  await assertInTenant(db, auth.tenantId, activityTypes, v.typeId, 'typeId', 'Activity type');
  await assertInTenant(db, auth.tenantId, persons, v.recipientPersonId, 'recipientPersonId', 'Person');
  await assertInTenant(db, auth.tenantId, persons, v.personPartyId, 'personPartyId', 'Person');
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
  if (v.done !== undefined) out.doneAt = v.done ? new Date() : null;
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
