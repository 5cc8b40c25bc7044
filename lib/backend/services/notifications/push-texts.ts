// A push event as the message a person reads: title and body in their language, times in the
// tenant's time zone, and the screen a tap opens.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  functions,
  locations,
  projectCrewItems,
  projectCrews,
  projects,
  tenants,
  users,
} from '../../db/schema';
import { joinAssignmentShift } from '../planning/shifts';
import { pushTarget, type TPushMessage } from '../../../domain/self-service/push-message';
import { localeFor, readerFormat, translator } from '../i18n/translate';
import type { TPushEvent } from './push-events';

async function jobFacts(db: DbOrTx, tenantId: number, assignmentId: number) {
  const [row] = await joinAssignmentShift(
    db
      .select({
        startsAt: projectCrewItems.startsAt,
        endsAt: projectCrewItems.endsAt,
        function: functions.name,
        project: projects.name,
        location: locations.name,
      })
      .from(assignments)
      .$dynamic(),
  )
    .leftJoin(locations, eq(locations.id, projectCrews.locationId))
    .where(and(eq(assignments.id, assignmentId), eq(assignments.tenantId, tenantId)));
  return row ?? null;
}

/** The message for one login, or null when what it was about no longer exists. */
export async function renderPushMessage(
  db: DbOrTx,
  tenantId: number,
  userId: number,
  event: TPushEvent,
): Promise<TPushMessage | null> {
  const [who] = await db
    .select({
      language: users.language,
      defaultLanguage: tenants.defaultLanguage,
      useUserLanguage: tenants.useUserLanguage,
      timeZone: tenants.timezone,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  if (!who) return null;
  const locale = localeFor(who.language, who);
  const t = translator(locale, 'PushNotifications');
  const format = readerFormat({ locale, timeZone: who.timeZone });

  if (event.kind === 'documentToSign') {
    return {
      kind: event.kind,
      title: t('documentToSign.title'),
      body: t('documentToSign.body', { title: event.title }),
      url: pushTarget(event.kind, event.documentId),
      tag: `document-${event.documentId}`,
    };
  }
  const job = await jobFacts(db, tenantId, event.assignmentId);
  if (!job) return null;
  const url = pushTarget(event.kind, event.assignmentId);
  const facts = { function: job.function, project: job.project };
  if (event.kind === 'shiftReminder') {
    const start = new Date(event.startsAt);
    return {
      kind: event.kind,
      title: t('shiftReminder.title', { time: format.instant(start, 'time') }),
      body: job.location
        ? t('shiftReminder.bodyAt', { ...facts, place: job.location })
        : t('shiftReminder.body', facts),
      url,
      tag: `reminder-${event.assignmentId}-${start.getTime()}`,
    };
  }
  const span = {
    day: format.instant(job.startsAt, 'weekday'),
    start: format.instant(job.startsAt, 'time'),
    end: format.instant(job.endsAt, 'time'),
  };
  return {
    kind: event.kind,
    title: t(`${event.kind}.title`),
    body: t(`${event.kind}.body`, { ...facts, ...span }),
    url,
    tag: `job-${event.assignmentId}`,
  };
}
