// The /api/v1 paths of the planning core read by the screens, taken from the operations' endpoints
// (./endpoints): the web app's server queries (lib/bff/queries) and the browser hooks
// (lib/client/api) both build on these.
import { withQuery } from '../api-path';
import { pathOf } from '../endpoint';
import * as e from './endpoints';
import type { TJobList } from './statuses';

export const projectCrewPaths = {
  crew: (id: number) => pathOf(e.getProjectCrew, { id }),
  create: () => e.createProjectCrew.path,
  /** Crews working on a date (planners: today's crews). */
  crewsOn: (date: string) => withQuery(e.listProjectCrews.path, { date }),
  items: (id: number) => pathOf(e.listCrewItemsOfCrew, { id }),
};

export type TCrewItemStatusAction = 'activate' | 'notNeeded' | 'reactivate';

const statusActionEndpoints = {
  activate: e.activateCrewItem,
  notNeeded: e.crewItemNotNeeded,
  reactivate: e.reactivateCrewItem,
  noShow: e.recordNoShow,
} as const;

export const crewItemPaths = {
  item: (id: number) => pathOf(e.getCrewItem, { id }),
  create: () => e.createCrewItem.path,
  update: (id: number) => pathOf(e.updatePlannedCrewItem, { id }),
  statusAction: (action: TCrewItemStatusAction | 'noShow') => statusActionEndpoints[action].path,
  activities: (id: number) => pathOf(e.listCrewItemTodos, { id }),
  candidates: (id: number, search?: string) => withQuery(pathOf(e.listCandidates, { id }), { search }),
  /** The people who fit an open row and are free, best first (planners). */
  suggestions: (id: number) => pathOf(e.suggestCrew, { id }),
  clientRequests: (id: number) => pathOf(e.createClientRequest, { id }),
};

export const assignmentPaths = {
  create: () => e.createAssignment.path,
  assignment: (id: number) => pathOf(e.updateAssignment, { id }),
};

export const jobPaths = {
  list: (list: TJobList, limit?: number) => withQuery(e.listJobs.path, { list, limit }),
  job: (id: number, kind: 'assignment' | 'application' = 'assignment') =>
    withQuery(pathOf(e.getJob, { id }), { kind: kind === 'assignment' ? undefined : kind }),
  confirmation: (id: number) => pathOf(e.confirmJob, { id }),
};

export const availabilityPaths = {
  blockDates: e.listBlockDates.path,
  blockDate: (id: number) => pathOf(e.deleteBlockDate, { id }),
  vacationRequests: e.listVacationRequests.path,
  vacationRequest: (id: number) => pathOf(e.withdrawVacationRequest, { id }),
  vacationDecision: (id: number, action: 'approve' | 'decline') =>
    pathOf(action === 'approve' ? e.approveVacationRequest : e.declineVacationRequest, { id }),
  /** Requests for planners to decide on (requested unless another status is named), with their clashes. */
  vacationReview: (q: { personId?: number; status?: 'requested' | 'approved' | 'declined'; limit?: number } = {}) =>
    withQuery(e.reviewVacationRequests.path, q),
  /** A person's own calendar over [from, to] (both included). */
  calendar: (personId: number, from: string, to: string) =>
    withQuery(pathOf(e.getPersonalCalendar, { id: personId }), { from, to }),
};

export const boardPaths = {
  /** The crew planner board over [from, to]; without them, this month. */
  board: (q: { from?: string; to?: string; functionId?: number; search?: string; page?: number } = {}) =>
    withQuery(e.getPlannerBoard.path, q),
  /** Open rows on `date` a planner may request `personId` for. */
  openRows: (date: string, personId: number) => withQuery(e.listOpenRows.path, { date, personId }),
};

export const planningCalendarPaths = {
  /** Entries over [from, to]; filters optional. */
  calendar: (q: { from: string; to: string; functionId?: number; crewId?: number; personId?: number }) =>
    withQuery(e.getPlanningCalendar.path, q),
};

export const clientCrewItemPaths = {
  /** The crew items of the client's projects worked on some day of [from, to]. */
  list: (from: string, to: string) => withQuery(e.listClientCrewItems.path, { from, to }),
};
