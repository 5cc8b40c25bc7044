// The /api/v1 paths of the planning core read by the screens, taken from the operations' endpoints
// (./endpoints): the web app's server queries (lib/bff/queries) and the browser hooks
// (lib/client/api) both build on these.
import { withQuery } from '../api-path';
import { pathOf } from '../endpoint';
import * as e from './endpoints';

export const projectCrewPaths = {
  crew: (id: number) => pathOf(e.getProjectCrew, { id }),
  create: () => e.createProjectCrew.path,
  items: (id: number) => pathOf(e.listCrewItemsOfCrew, { id }),
};

export type TCrewItemStatusAction = 'activate' | 'notNeeded' | 'reactivate';

export const crewItemPaths = {
  item: (id: number) => pathOf(e.getCrewItem, { id }),
  create: () => e.createCrewItem.path,
  candidates: (id: number, search?: string) => withQuery(pathOf(e.listCandidates, { id }), { search }),
};

export const assignmentPaths = {
  create: () => e.createAssignment.path,
};

export { jobPaths } from './job-paths';
