// The planners' list of vacation requests to decide on (approve or decline): the requests of
// listVacationRequests, each with the person's confirmed jobs on its days, so that a planner sees
// what an approval would stand against.
// Days count whole, as the conflict rule counts approved vacation (bookings.ts).
import type { DbOrTx } from '../../db/client';
import type { TAuth } from '../../context';
import { requirePlanner } from '../access';
import { zonedToUtc } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';
import { spansMeet, type TVacationReview, type TVacationStatus } from '../../../domain/planning';
import { bookingsNear, scheduleOf } from './bookings';
import { tenantTimeZone } from './common';
import { listVacationRequests } from './vacation-requests';

export async function reviewVacationRequests(
  db: DbOrTx,
  auth: TAuth,
  q: { personId?: number; status: TVacationStatus; from?: string; to?: string; limit: number; offset: number },
): Promise<{ data: TVacationReview[]; total: number }> {
  requirePlanner(auth);
  const page = await listVacationRequests(db, auth, q);
  if (page.data.length === 0) return { data: [], total: page.total };
  const timeZone = await tenantTimeZone(db, auth.tenantId);
  const first = page.data.reduce((d, v) => (v.startDate < d ? v.startDate : d), page.data[0]!.startDate);
  const last = page.data.reduce((d, v) => (v.endDate > d ? v.endDate : d), page.data[0]!.endDate);
  const jobs = await bookingsNear(
    db,
    auth.tenantId,
    [...new Set(page.data.map((v) => v.person.id))],
    zonedToUtc(first, '00:00', timeZone),
    zonedToUtc(addDays(last, 1), '00:00', timeZone),
  );
  return {
    total: page.total,
    data: page.data.map((v) => ({
      ...v,
      clashes: jobs
        .filter(
          (j) =>
            j.personId === v.person.id && spansMeet(v, { startDate: j.startDate, endDate: j.endDate ?? j.startDate }),
        )
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.assignmentId - b.assignmentId)
        .map((j) => {
          const s = scheduleOf(j);
          return {
            assignmentId: j.assignmentId,
            project: j.project,
            crew: j.crew,
            function: j.function,
            startDate: s.startDate,
            endDate: s.endDate,
            startTime: s.startTime,
            endTime: s.endTime,
          };
        }),
    })),
  };
}
