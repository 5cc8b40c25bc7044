// The /api/v1 paths of the planning core read by the screens, written once: the web app's server
// queries (lib/bff/queries) and the browser hooks (lib/client/api) both build on these.
import { withQuery } from '../api-path';
import type { TJobList } from './statuses';

const projectCrew = (id: number) => `/projectCrews/${id}`;

export const projectCrewPaths = {
  crew: projectCrew,
  /** Crews working on a date (planners: today's crews). */
  crewsOn: (date: string) => withQuery('/projectCrews', { date }),
  items: (id: number) => `${projectCrew(id)}/items`,
};

export const jobPaths = {
  list: (list: TJobList, limit?: number) => withQuery('/jobs', { list, limit }),
  job: (id: number, kind: 'assignment' | 'application' = 'assignment') =>
    withQuery(`/jobs/${id}`, { kind: kind === 'assignment' ? undefined : kind }),
  confirmation: (id: number) => `/jobs/${id}/confirmation`,
};
