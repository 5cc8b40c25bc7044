// To-dos about a project or one of its crew items. rules §9: a project to-do is due the next
// day (in the tenant's time zone) with priority 1. It goes to the project manager, or to the
// planners as a group when the project has none.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import { utcToZonedDate } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';
import type { TActivity } from '../../../domain/activities';
import type { TProjectTodoInput } from '../../../domain/projects';
import { getActivity, listActivities } from '../activities/activities';
import { tenantTimeZone } from '../planning/common';
import { clock } from '../../../domain/clock';
import { storedActivityText, type TActivityText } from '../activities/activity-texts';

export const PROJECT_TODO_PRIORITY = 1;
export const PLANNERS_GROUP = 'Planners';

/** The day a project to-do made at `now` is due: the tenant's tomorrow. */
export async function projectTodoDueDate(db: DbOrTx, tenantId: number, now = clock.now()): Promise<string> {
  return addDays(utcToZonedDate(now, await tenantTimeZone(db, tenantId)), 1);
}

/** Adds a project to-do (the caller has checked who may), as typed or worded by the product; returns its id. */
export async function insertProjectTodo(
  db: DbOrTx,
  tenantId: number,
  todo: {
    projectId: number;
    crewItemId?: number | null;
    partyId?: number | null;
  } & ({ caption: string; body?: string | null } | { text: TActivityText }),
  now = clock.now(),
): Promise<number> {
  const [project] = await db
    .select({ pm: projects.projectManagerId })
    .from(projects)
    .where(and(eq(projects.id, todo.projectId), eq(projects.tenantId, tenantId)));
  const [row] = await db
    .insert(activities)
    .values({
      tenantId,
      ...('text' in todo
        ? await storedActivityText(db, tenantId, todo.text)
        : { caption: todo.caption, body: todo.body?.trim() || null }),
      category: 'project',
      recipientPersonId: project?.pm ?? null,
      recipientGroup: project?.pm ? null : PLANNERS_GROUP,
      dueDate: await projectTodoDueDate(db, tenantId, now),
      priority: PROJECT_TODO_PRIORITY,
      personPartyId: todo.partyId ?? null,
      projectId: todo.projectId,
      crewItemId: todo.crewItemId ?? null,
    })
    .returning({ id: activities.id });
  return row!.id;
}

export async function addProjectTodo(
  db: DbOrTx,
  auth: TAuth,
  target: { projectId: number; crewItemId?: number },
  input: TProjectTodoInput,
): Promise<TActivity> {
  const id = await insertProjectTodo(db, auth.tenantId, { ...target, caption: input.caption, body: input.body });
  return getActivity(db, auth, id);
}

/** By due date, then priority (1 first), as every to-do list. */
export async function listProjectTodos(
  db: DbOrTx,
  auth: TAuth,
  target: { projectId?: number; crewItemId?: number },
  page: { limit: number; page: number },
) {
  return listActivities(db, auth, { ...target, ...page });
}
