// The path a crew member's answer to a job goes to, queued as it is when there is no network
// (lib/client/offline-queue.ts). Apart from paths.ts, which takes all of planning's endpoints, so
// that the jobs list's first load carries only the jobs' (job-endpoints.ts).
import { pathOf } from '../endpoint';
import { confirmJob } from './job-endpoints';

export const jobPaths = {
  confirmation: (id: number) => pathOf(confirmJob, { id }),
};
