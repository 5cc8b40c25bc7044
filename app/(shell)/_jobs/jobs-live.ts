// What the screens of a person's own jobs (/jobs, and Home's crew part) hear live: notes of their
// jobs, which the database writes for a new request, an answer, a change of the job (its crew
// item's times or place mark the job as changed) and a cancellation. /jobs reads its lists again
// in the browser; Home renders again on the server.
import type { TChangeMatch } from '@/lib/domain/live/changes';

export const ownJobsLive = (personId: number): { matches: TChangeMatch[] } => ({
  matches: [{ topics: ['assignment'], key: personId }],
});
