'use client';
// The planners' staffing in the browser: crews, crew items and their status
// actions, people on rows (with the double-booking confirmation, and the crew suggested for a
// row), a client's ask for crew, and the planners' decisions on vacation requests.
import { useSWRConfig } from 'swr';
import * as endpoint from '@/lib/domain/planning/endpoints';
import type * as assignmentsOp from '@/lib/domain/planning/operations/assignments';
import type * as crewItemsOp from '@/lib/domain/planning/operations/crew-items';
import type * as crewsOp from '@/lib/domain/planning/operations/project-crews';
import type * as staffingOp from '@/lib/domain/planning/operations/staffing';
import type * as vacationOp from '@/lib/domain/planning/operations/vacation-requests';
import { crewItemPaths, type TCrewItemStatusAction } from '@/lib/domain/planning/paths';
import type {
  TAssignmentCreate,
  TAssignmentUpdate,
  TCrewItemChange,
  TCrewItemCreate,
  TProjectCrewCreate,
  TProjectCrewUpdate,
  TVacationReview,
} from '@/lib/domain/planning';
import { apiUrl } from './http';
import { callOperation, callVersioned } from './call-operation';
import { useOperation } from './operation';

/** A versioned record as a status action names it: which one, and the version the user saw. */
type TVersioned = { id: number; version: number };

// Crews and crew items (planners).
export const createCrew = (input: TProjectCrewCreate) =>
  callOperation<typeof crewsOp.createProjectCrew>(endpoint.createProjectCrew, {}, input);
export const updateCrew = (id: number, input: TProjectCrewUpdate, version: number) =>
  callVersioned<typeof crewsOp.updateProjectCrew>(endpoint.updateProjectCrew, { id }, version, input);
export const deleteCrew = (crew: TVersioned) =>
  callVersioned<typeof crewsOp.deleteProjectCrew>(endpoint.deleteProjectCrew, { id: crew.id }, crew.version);
export const createCrewItem = (input: TCrewItemCreate) =>
  callOperation<typeof crewItemsOp.createCrewItem>(endpoint.createCrewItem, {}, input);
/** `version`: the item's version the change is based on (lib/client/versions.ts). */
export const updateCrewItem = (id: number, change: TCrewItemChange, version: number) =>
  callVersioned<typeof staffingOp.updatePlannedCrewItem>(endpoint.updatePlannedCrewItem, { id }, version, change);
const statusAction = {
  activate: endpoint.activateCrewItem,
  notNeeded: endpoint.crewItemNotNeeded,
  reactivate: endpoint.reactivateCrewItem,
} as const;
export const crewItemAction = (item: TVersioned, action: TCrewItemStatusAction) =>
  callVersioned<
    typeof crewItemsOp.activateCrewItem | typeof crewItemsOp.crewItemNotNeeded | typeof crewItemsOp.reactivateCrewItem
  >(statusAction[action], {}, item.version, { id: item.id });
export const recordNoShow = (item: TVersioned, assignmentId: number) =>
  callVersioned<typeof crewItemsOp.recordNoShow>(endpoint.recordNoShow, {}, item.version, {
    id: item.id,
    assignmentId,
  });

// People on rows: a 409 DOUBLE_BOOKING comes back as an ApiClientError with the conflicts in
// `details`; the same call with confirmDoubleBooking is the planner's second confirmation.
export const useCandidates = (itemId: number, search: string) =>
  useOperation<typeof staffingOp.listCandidates>(
    endpoint.listCandidates,
    { id: itemId },
    { keepPreviousData: true, query: { search: search.trim() || undefined } },
  );
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
  useOperation<typeof staffingOp.suggestCrew>(endpoint.suggestCrew, itemId === null ? null : { id: itemId });
export const requestPerson = (input: TAssignmentCreate) =>
  callOperation<typeof assignmentsOp.createAssignment>(endpoint.createAssignment, {}, input);
/** A change of the assignment at the version the planner saw (lib/domain/versions.ts). */
export const changeAssignment = (a: TVersioned, input: TAssignmentUpdate) =>
  callVersioned<typeof assignmentsOp.updateAssignment>(endpoint.updateAssignment, { id: a.id }, a.version, input);
export const cancelAssignment = (a: TVersioned) =>
  callVersioned<typeof assignmentsOp.cancelAssignment>(endpoint.cancelAssignment, { id: a.id }, a.version);

// A client's ask for crew: someone who worked for them before.
export const useRegularCrew = (projectId: number, search: string) =>
  useOperation<typeof staffingOp.listRegularCrew>(
    endpoint.listRegularCrew,
    { id: projectId },
    { keepPreviousData: true, query: { search: search.trim() || undefined } },
  );
export const askForCrew = (itemId: number, personId: number) =>
  callOperation<typeof staffingOp.createClientRequest>(endpoint.createClientRequest, { id: itemId }, { personId });

// Vacation requests waiting for a planner's decision, and the decision.
export const useVacationReview = (q: { personId?: number; limit?: number }, fallbackData?: TVacationReview[]) =>
  useOperation<typeof vacationOp.reviewVacationRequests>(
    endpoint.reviewVacationRequests,
    {},
    { fallbackData, keepPreviousData: true, query: q },
  );
const vacationDecision = {
  approve: endpoint.approveVacationRequest,
  decline: endpoint.declineVacationRequest,
} as const;
/** The decision on the request as the planner saw it (another planner may have decided since). */
export const decideVacation = (v: TVersioned, action: 'approve' | 'decline') =>
  callVersioned<typeof vacationOp.approveVacationRequest | typeof vacationOp.declineVacationRequest>(
    vacationDecision[action],
    { id: v.id },
    v.version,
  );
