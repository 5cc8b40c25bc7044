'use client';
// The planning core in the browser: the crew member's own jobs (lists, accepting or declining a
// request), and the planners' staffing of a project: crews, crew items and their status
// actions, people on rows (with the double-booking confirmation, and the crew suggested for a
// row), a client's ask for crew, and the planners' decisions on vacation requests.
import { useSWRConfig } from 'swr';
import {
  assignmentPaths,
  availabilityPaths,
  boardPaths,
  crewItemPaths,
  planningCalendarPaths,
  jobPaths,
  projectCrewPaths,
  type TCrewItemStatusAction,
} from '@/lib/domain/planning/paths';
import { projectPaths } from '@/lib/domain/projects/paths';
import type {
  TAssignment,
  TAssignmentCreate,
  TAssignmentUpdate,
  TCandidate,
  TCrewItem,
  TCrewSuggestions,
  TCrewItemChange,
  TCrewItemCreate,
  TJob,
  TJobList,
  TOpenRow,
  TPersonRef,
  TPlannerBoard,
  TPlanningCalendar,
  TProjectCrew,
  TProjectCrewCreate,
  TProjectCrewUpdate,
  TVacationRequest,
  TVacationReview,
} from '@/lib/domain/planning';
import type { TDone } from '@/lib/domain/response-parts';
import { apiCall, apiPost, apiUrl } from './http';
import { useApi } from './use-api';

export const useJobs = (list: TJobList, fallbackData?: TJob[]) => useApi<TJob[]>(jobPaths.list(list), { fallbackData });

/** After an answer every list may have changed (a request moves from "to confirm" to "upcoming"). */
export function useRevalidateJobs() {
  const { mutate } = useSWRConfig();
  const prefix = apiUrl('/jobs');
  return () => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}

// Crews and crew items (planners).
export const createCrew = (input: TProjectCrewCreate) => apiPost<TProjectCrew>(projectCrewPaths.create(), input);
export const updateCrew = (id: number, input: TProjectCrewUpdate) =>
  apiCall<TProjectCrew>(projectCrewPaths.crew(id), { method: 'PUT', json: input });
export const deleteCrew = (id: number) => apiCall<TDone>(projectCrewPaths.crew(id), { method: 'DELETE' });
export const createCrewItem = (input: TCrewItemCreate) => apiPost<TCrewItem>(crewItemPaths.create(), input);
export const updateCrewItem = (id: number, change: TCrewItemChange) =>
  apiPost<TCrewItem>(crewItemPaths.update(id), change);
export const crewItemAction = (id: number, action: TCrewItemStatusAction) =>
  apiPost<TCrewItem>(crewItemPaths.statusAction(action), { id });
export const recordNoShow = (id: number, assignmentId: number) =>
  apiPost<TCrewItem>(crewItemPaths.statusAction('noShow'), { id, assignmentId });

// People on rows: a 409 DOUBLE_BOOKING comes back as an ApiClientError with the conflicts in
// `details`; the same call with confirmDoubleBooking is the planner's second confirmation.
export const useCandidates = (itemId: number, search: string) =>
  useApi<TCandidate[]>(crewItemPaths.candidates(itemId, search.trim() || undefined), { keepPreviousData: true });
/** After a person is put on an item, the people to pick from and the suggestions have changed. */
export function useRevalidateCrewItem() {
  const { mutate } = useSWRConfig();
  return (itemId: number) => {
    const prefix = `${apiUrl(crewItemPaths.item(itemId))}/`;
    return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
  };
}
/** The crew suggested for an open row of the item; `null` waits. */
export const useCrewSuggestions = (itemId: number | null) =>
  useApi<TCrewSuggestions>(itemId === null ? null : crewItemPaths.suggestions(itemId));
export const requestPerson = (input: TAssignmentCreate) => apiPost<TAssignment>(assignmentPaths.create(), input);
export const changeAssignment = (id: number, input: TAssignmentUpdate) =>
  apiCall<TAssignment>(assignmentPaths.assignment(id), { method: 'PUT', json: input });
export const cancelAssignment = (id: number) =>
  apiCall<TAssignment>(assignmentPaths.assignment(id), { method: 'DELETE' });

// A client's ask for crew: someone who worked for them before.
export const useRegularCrew = (projectId: number, search: string) =>
  useApi<TPersonRef[]>(projectPaths.regularCrew(projectId, search.trim() || undefined), { keepPreviousData: true });
export const askForCrew = (itemId: number, personId: number) =>
  apiPost<TAssignment>(crewItemPaths.clientRequests(itemId), { personId });

// The crew planner board: persons by days, and the open rows of one cell (planners).
export const usePlannerBoard = (
  q: { from: string; to: string; search?: string; functionId?: number; page?: number },
  fallbackData?: TPlannerBoard,
) => useApi<TPlannerBoard>(boardPaths.board(q), { fallbackData, keepPreviousData: true });
export const useOpenRows = (cell: { date: string; personId: number } | null) =>
  useApi<TOpenRow[]>(cell ? boardPaths.openRows(cell.date, cell.personId) : null);

// The planning calendar of a period (filters are applied in the browser).
export const usePlanningCalendar = (q: { from: string; to: string }, fallbackData?: TPlanningCalendar) =>
  useApi<TPlanningCalendar>(planningCalendarPaths.calendar(q), { fallbackData, keepPreviousData: true });

// Vacation requests waiting for a planner's decision, and the decision.
export const useVacationReview = (q: { personId?: number; limit?: number }, fallbackData?: TVacationReview[]) =>
  useApi<TVacationReview[]>(availabilityPaths.vacationReview(q), { fallbackData, keepPreviousData: true });
export const decideVacation = (id: number, action: 'approve' | 'decline') =>
  apiPost<TVacationRequest>(availabilityPaths.vacationDecision(id, action));
