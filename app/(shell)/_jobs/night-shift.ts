// When a night shift's end needs its own day, for screens rendered on the server (the home
// page's lists). A file of its own: the time-zone formatter it needs stays out of the browser's
// jobs screens, which read the same from the server's texts (JobTimes).
import { utcToZonedDate } from '@/lib/domain/zoned-date';

/** Night shifts end on a later calendar day in the tenant's zone: that day is then shown too. */
export function endsOnLaterDay(startsAt: string, endsAt: string, timeZone: string): boolean {
  return utcToZonedDate(new Date(endsAt), timeZone) !== utcToZonedDate(new Date(startsAt), timeZone);
}
