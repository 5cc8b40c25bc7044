// What crew do that the planners must hear about, as activities on the crew item: a to-do due
// the next day with priority 1 (rules §9), or, for a step that needs nothing more of them, a
// record that is done already. Vacancy applications and shift swaps write theirs here.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, activityTypes } from '../../db/schema';
import { utcToZonedDate } from '../../../domain/time-zone';
import { tenantTimeZone } from '../planning/common';
import { PLANNERS_GROUP, PROJECT_TODO_PRIORITY, projectTodoDueDate } from '../projects/todos';
import { clock } from '../../../domain/clock';
import { storedActivityText, type TActivityText } from './activity-texts';

export type TPlannerActivity = {
  /** What it says, worded for each reader (activity-texts.ts). */
  text: TActivityText;
  category: string;
  /** An activity type of the tenant by name (the demo seeds them); without it, untyped. */
  typeName: string;
  personPartyId: number;
  projectId: number;
  crewItemId: number;
  /** A record of a step rather than something to do. */
  done?: boolean;
};

export async function addPlannerActivity(db: DbOrTx, tenantId: number, a: TPlannerActivity, now = clock.now()) {
  const [type] = await db
    .select({ id: activityTypes.id })
    .from(activityTypes)
    .where(and(eq(activityTypes.tenantId, tenantId), eq(activityTypes.name, a.typeName)))
    .limit(1);
  await db.insert(activities).values({
    tenantId,
    ...(await storedActivityText(db, tenantId, a.text)),
    typeId: type?.id ?? null,
    category: a.category,
    recipientGroup: PLANNERS_GROUP,
    dueDate: a.done
      ? utcToZonedDate(now, await tenantTimeZone(db, tenantId))
      : await projectTodoDueDate(db, tenantId, now),
    priority: PROJECT_TODO_PRIORITY,
    personPartyId: a.personPartyId,
    projectId: a.projectId,
    crewItemId: a.crewItemId,
    doneAt: a.done ? now : null,
  });
}
