// The /api/v1 paths of the planning core read by the screens, written once: the web app's server
// queries (lib/bff/queries) and the browser hooks (lib/client/api) both build on these.
import { withQuery } from '../api-path';
import type { TJobList } from './statuses';

const projectCrew = (id: number) => `/projectCrews/${id}`;
const crewItem = (id: number) => `/projectCrewItems/${id}`;

export const projectCrewPaths = {
  crew: projectCrew,
  create: () => '/projectCrews',
  /** Crews working on a date (planners: today's crews). */
  crewsOn: (date: string) => withQuery('/projectCrews', { date }),
  items: (id: number) => `${projectCrew(id)}/items`,
};

export type TCrewItemStatusAction = 'activate' | 'notNeeded' | 'reactivate';

export const crewItemPaths = {
  item: crewItem,
  create: () => '/projectCrewItemStatus/create',
  update: (id: number) => `${crewItem(id)}/update`,
  statusAction: (action: TCrewItemStatusAction | 'noShow') => `/projectCrewItemStatus/${action}`,
  activities: (id: number) => `${crewItem(id)}/activities`,
  candidates: (id: number, search?: string) => withQuery(`${crewItem(id)}/candidates`, { search }),
  /** The people who fit an open row and are free, best first (planners). */
  suggestions: (id: number) => `${crewItem(id)}/suggestions`,
  clientRequests: (id: number) => `${crewItem(id)}/clientRequests`,
};

export const assignmentPaths = {
  create: () => '/assignments',
  assignment: (id: number) => `/assignments/${id}`,
};

export const jobPaths = {
  list: (list: TJobList, limit?: number) => withQuery('/jobs', { list, limit }),
  job: (id: number, kind: 'assignment' | 'application' = 'assignment') =>
    withQuery(`/jobs/${id}`, { kind: kind === 'assignment' ? undefined : kind }),
  confirmation: (id: number) => `/jobs/${id}/confirmation`,
};

export const availabilityPaths = {
  blockDates: '/blockDates',
  blockDate: (id: number) => `/blockDates/${id}`,
  vacationRequests: '/vacationRequests',
  vacationRequest: (id: number) => `/vacationRequests/${id}`,
  vacationDecision: (id: number, action: 'approve' | 'decline') => `/vacationRequests/${id}/${action}`,
  /** Requests for planners to decide on (requested unless another status is named), with their clashes. */
  vacationReview: (q: { personId?: number; status?: 'requested' | 'approved' | 'declined'; limit?: number } = {}) =>
    withQuery('/vacationRequests/review', q),
  /** A person's own calendar over [from, to] (both included). */
  calendar: (personId: number, from: string, to: string) => withQuery(`/persons/${personId}/calendar`, { from, to }),
};

export const boardPaths = {
  /** The crew planner board over [from, to]; without them, this month. */
  board: (q: { from?: string; to?: string; functionId?: number; search?: string; page?: number } = {}) =>
    withQuery('/plannerBoard', q),
  /** Open rows on `date` a planner may request `personId` for. */
  openRows: (date: string, personId: number) => withQuery('/plannerBoard/openRows', { date, personId }),
};

export const planningCalendarPaths = {
  /** Entries over [from, to]; filters optional. */
  calendar: (q: { from: string; to: string; functionId?: number; crewId?: number; personId?: number }) =>
    withQuery('/planningCalendar', q),
};

export const clientCrewItemPaths = {
  /** The crew items of the client's projects worked on some day of [from, to]. */
  list: (from: string, to: string) => withQuery('/planningCrewItems', { from, to }),
};
