// The /api/v1 paths of the caller's own jobs (SPEC §7 jobs, confirmation, crewChief).
import type { TJobList } from '../planning';
import { withQuery } from './query';

export const jobPaths = {
  list: (list: TJobList, limit?: number) => withQuery('/jobs', { list, limit }),
  job: (id: number, kind: 'assignment' | 'application' = 'assignment') =>
    withQuery(`/jobs/${id}`, { kind: kind === 'assignment' ? undefined : kind }),
  confirmation: (id: number) => `/jobs/${id}/confirmation`,
  crewChiefCrews: () => '/jobs/crewChief',
};
