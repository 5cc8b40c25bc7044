// The iCalendar feed (RFC 5545) of a calendar subscription, made with ical-generator: the
// person's jobs, blocked dates and vacation from three months back to a year ahead.
// - Times of jobs are in the tenant's time zone, with its VTIMEZONE, so that calendar apps
//   show 08:00 on a DST day as 08:00.
// - Every event has a UID that never changes (kind, tenant and row id), so that apps update
//   an event instead of adding a copy; DTSTAMP is when the row last changed, so an unchanged
//   feed is byte for byte the same and its ETag holds.
// - A cancelled job stays in the feed as STATUS:CANCELLED (apps strike it or drop it).
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import ical, {
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { TZDate } from '@date-fns/tz';
import type { DbOrTx } from '../../db/client';
import { blockedDates, persons, tenants, users, vacationRequests } from '../../db/schema';
import { utcToZonedDate, zonedToUtc } from '../../../domain/time-zone';
import { addDays, daysBetween } from '../../../domain/calendar-days';
import { placeName } from '../../../domain/catalog/places';
import { fullName } from '../../../domain/people/names';
import type { TAssignmentStatus } from '../../../domain/planning';
import { hhmm } from '../planning/common';
import { personJobs } from '../planning/personal-calendar';
import { localeFor, translator } from '../i18n/translate';
import { clock } from '../../../domain/clock';

/** The feed's window around today. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 366;
/** Calendar apps are asked to look again after this long. */
const REFRESH_SECONDS = 3600;

const FEED_JOB_STATUSES: readonly TAssignmentStatus[] = [
  'requested',
  'hasChanged',
  'confirmed',
  'confirmedWeb',
  'cancelled',
];

const STATUS_OF: Partial<Record<TAssignmentStatus, ICalEventStatus>> = {
  requested: ICalEventStatus.TENTATIVE,
  hasChanged: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  confirmedWeb: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

const summaryOf = (status: TAssignmentStatus) =>
  status === 'cancelled' ? 'cancelled' : STATUS_OF[status] === ICalEventStatus.CONFIRMED ? 'confirmed' : 'requested';

export type TFeed = { body: string; etag: string };

/** The wall time of an instant in `timeZone`, as ical-generator reads it (DTSTART;TZID=…). */
const local = (instant: Date, timeZone: string) => new TZDate(instant.getTime(), timeZone);

/** An all-day event's dates: DTEND is the day after the last (RFC 5545 §3.6.1). */
const allDay = (startDate: string, endDate: string | null) => ({
  start: new Date(`${startDate}T12:00:00Z`),
  end: new Date(`${addDays(endDate ?? startDate, 1)}T12:00:00Z`),
  allDay: true,
});

export async function buildCalendarFeed(
  db: DbOrTx,
  sub: { tenantId: number; personId: number },
  now = clock.now(),
): Promise<TFeed> {
  const [who] = await db
    .select({
      firstName: persons.firstName,
      lastName: persons.lastName,
      tenantName: tenants.name,
      timeZone: tenants.timezone,
      defaultLanguage: tenants.defaultLanguage,
      useUserLanguage: tenants.useUserLanguage,
      language: sql<
        string | null
      >`(select ${users.language} from ${users} where ${users.personId} = ${persons.id} order by ${users.id} limit 1)`,
    })
    .from(persons)
    .innerJoin(tenants, eq(tenants.id, persons.tenantId))
    .where(and(eq(persons.id, sub.personId), eq(persons.tenantId, sub.tenantId)));
  if (!who) throw new Error(`feed of a missing person ${sub.personId}`);
  const { timeZone } = who;
  const t = translator(localeFor(who.language, who), 'CalendarFeed');
  const today = utcToZonedDate(now, timeZone);
  const from = addDays(today, -FEED_DAYS_BACK);
  const to = addDays(today, FEED_DAYS_AHEAD);
  const uid = (kind: string, id: number) => `${kind}-${sub.tenantId}-${id}@crewdeck`;

  const cal = ical({
    // Names and punctuation only: nothing to translate.
    name: `${fullName(who)} – ${who.tenantName}`,
    prodId: { company: 'Crewdeck', product: 'Crewdeck', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  cal.x([['X-WR-TIMEZONE', timeZone]]);

  for (const j of await personJobs(db, sub.tenantId, sub.personId, FEED_JOB_STATUSES, from, to)) {
    const { item } = j;
    const days = daysBetween(item.startDate, item.endDate ?? item.startDate) + 1;
    // Each day of a crew item is worked in the same window: the first day's, repeated daily.
    const firstEnd =
      days > 1
        ? zonedToUtc(
            hhmm(item.endTime) <= hhmm(item.startTime) ? addDays(item.startDate, 1) : item.startDate,
            item.endTime,
            timeZone,
          )
        : item.endsAt;
    const facts = { function: j.function.name, project: j.project.name, crew: j.crew.name, number: j.project.number };
    cal.createEvent({
      id: uid('job', j.id),
      stamp: j.updatedAt,
      lastModified: j.updatedAt,
      start: local(item.startsAt, timeZone),
      end: local(firstEnd, timeZone),
      timezone: timeZone,
      repeating: days > 1 ? { freq: ICalEventRepeatingFreq.DAILY, count: days } : null,
      summary:
        summaryOf(j.status) === 'confirmed'
          ? `${facts.function} · ${facts.project}`
          : t(`job.${summaryOf(j.status)}`, facts),
      description: t('job.description', facts),
      location: j.locationId === null ? null : placeName({ name: j.locationName, city: j.locationCity }),
      status: STATUS_OF[j.status] ?? ICalEventStatus.CONFIRMED,
      transparency: j.status === 'cancelled' ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }

  const blocks = await db
    .select()
    .from(blockedDates)
    .where(
      and(
        eq(blockedDates.tenantId, sub.tenantId),
        eq(blockedDates.personId, sub.personId),
        sql`coalesce(${blockedDates.endDate}, ${blockedDates.startDate}) >= ${from}`,
        sql`${blockedDates.startDate} <= ${to}`,
      ),
    )
    .orderBy(asc(blockedDates.startDate), asc(blockedDates.id));
  for (const b of blocks) {
    cal.createEvent({
      id: uid('blocked', b.id),
      stamp: b.createdAt,
      ...allDay(b.startDate, b.endDate),
      summary: b.reason ? t('blocked.withReason', { reason: b.reason }) : t('blocked.title'),
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }

  const vacations = await db
    .select()
    .from(vacationRequests)
    .where(
      and(
        eq(vacationRequests.tenantId, sub.tenantId),
        eq(vacationRequests.personId, sub.personId),
        sql`${vacationRequests.endDate} >= ${from}`,
        sql`${vacationRequests.startDate} <= ${to}`,
      ),
    )
    .orderBy(asc(vacationRequests.startDate), asc(vacationRequests.id));
  for (const v of vacations) {
    cal.createEvent({
      id: uid('vacation', v.id),
      stamp: v.decidedAt ?? v.createdAt,
      ...allDay(v.startDate, v.endDate),
      summary:
        v.status === 'declined'
          ? t('vacation.declined')
          : t(`vacation.${v.paid ? 'paid' : 'unpaid'}${v.status === 'requested' ? 'Requested' : ''}`),
      description:
        [v.startHalfDay ? t('vacation.halfStart') : null, v.endHalfDay ? t('vacation.halfEnd') : null]
          .filter(Boolean)
          .join(' ') || null,
      status:
        v.status === 'approved'
          ? ICalEventStatus.CONFIRMED
          : v.status === 'declined'
            ? ICalEventStatus.CANCELLED
            : ICalEventStatus.TENTATIVE,
      transparency: v.status === 'declined' ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }

  // The VTIMEZONE goes in by hand: with a calendar-wide time zone, ical-generator writes
  // DTSTAMP as local time without the UTC "Z" that RFC 5545 §3.8.7.2 requires.
  const text = cal.toString();
  // RFC 5545 §3.1: lines end in CRLF; the zone comes with bare LFs.
  const zone = getVtimezoneComponent(timeZone)?.replace(/\r?\n/g, '\r\n');
  const at = text.indexOf('BEGIN:VEVENT');
  const zoned = zone
    ? at >= 0
      ? text.slice(0, at) + zone + text.slice(at)
      : text.replace('END:VCALENDAR', `${zone}END:VCALENDAR`)
    : text;
  // §3.1 ends the last line with CRLF too; ical-generator stops at "END:VCALENDAR", and calendar
  // apps that parse strictly refuse such a feed.
  const body = zoned.endsWith('\r\n') ? zoned : `${zoned}\r\n`;
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((s) => s === '*' || s === etag);
}
