// What a crew's day screens (check-in, check-out, the crew chief's job) hear live: the crew's
// checks and the jobs of its project (a member added, cancelled or changed), read again in the
// browser's list of the day's checks.
import type { TLiveRefreshProps } from '@/app/_components/live/live-refresh';
import { pathOf } from '@/lib/domain/endpoint';
import { listDayChecks } from '@/lib/domain/field-work/endpoints';

export const crewDayLive = (crew: {
  id: number;
  project: { id: number };
}): TLiveRefreshProps & { lists: string[] } => ({
  matches: [
    { topics: ['check'], key: crew.id },
    { topics: ['assignment', 'crewItem'], projectId: crew.project.id },
  ],
  lists: [pathOf(listDayChecks, { id: crew.id })],
  page: false,
});
