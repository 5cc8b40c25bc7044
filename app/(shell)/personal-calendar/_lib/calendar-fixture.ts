// A month of a crew member's calendar for the tests of the personal calendar.
import type { TPersonalCalendar } from '@/lib/domain/planning/personal-calendar';

const job = (
  id: number,
  startDate: string,
  endDate: string | null,
  startsAt: string,
  tone: 'confirmed' | 'requested',
) => ({
  id,
  status: tone === 'confirmed' ? ('confirmed' as const) : ('requested' as const),
  tone,
  project: { id: 1, number: 1, name: 'P' },
  crew: { id: 1, name: 'C' },
  function: { id: 1, name: 'F' },
  location: null,
  startDate,
  endDate,
  startTime: '08:00',
  endTime: '17:00',
  startsAt,
  endsAt: startsAt,
  overlaps: false,
});

/** March 2026: jobs on the 14th and across the month's start, a blocked 14th, vacation across its end. */
export const MARCH_2026: TPersonalCalendar = {
  personId: 1,
  from: '2026-03-01',
  to: '2026-03-31',
  timeZone: 'Europe/Amsterdam',
  jobs: [
    job(2, '2026-03-14', null, '2026-03-14T14:00:00.000Z', 'requested'),
    job(1, '2026-03-14', null, '2026-03-14T07:00:00.000Z', 'confirmed'),
    job(3, '2026-02-27', '2026-03-02', '2026-02-27T07:00:00.000Z', 'confirmed'),
  ],
  blockedDates: [
    {
      id: 5,
      personId: 1,
      companyId: null,
      startDate: '2026-03-14',
      endDate: null,
      reason: null,
      companyName: null,
      collidesWithJob: true,
    },
  ],
  vacationRequests: [
    {
      id: 9,
      version: 1,
      person: { id: 1, name: 'A' },
      startDate: '2026-03-30',
      endDate: '2026-04-03',
      startHalfDay: false,
      endHalfDay: false,
      paid: true,
      status: 'approved',
      comment: null,
      days: 5,
      createdAt: '2026-01-01T00:00:00.000Z',
      decidedAt: null,
      decidedBy: null,
      overlaps: false,
    },
  ],
};
