// The shift swap operations: the person on a confirmed job offers it and may withdraw; crew with
// the vacancies right see the offers that fit them and take one; planners (as for vacancies)
// approve or reject. The rules are in the backend's services/shift-swaps.
import { dataResponse, defineOperation, listResponse, ZIdParam, ZListQuery, type TAccess } from '../operation';
import { vacancyCrew, vacancyPlanners } from '../vacancies/operations';
import * as shiftSwapEndpoints from './endpoints';
import { ZJobSwap, ZShiftSwap, ZShiftSwapListItem } from './swap';
import { ZIfMatchHeaders } from '../version-headers';

/** The job's own person: the services check that the job (or swap) is theirs. */
const person: TAccess = { sessions: ['user'] };

export const getJobSwap = defineOperation({
  ...shiftSwapEndpoints.getJobSwap,
  access: person,
  tags: ['shift swaps'],
  summary: "The caller's job: may it be offered for a swap now, and its latest swap",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Swap of the job', ZJobSwap) },
});

export const offerShift = defineOperation({
  ...shiftSwapEndpoints.offerShift,
  access: person,
  tags: ['shift swaps'],
  summary: 'Offer the caller’s confirmed job to colleagues, before it starts',
  request: { params: ZIdParam },
  responses: { 201: dataResponse('Offered', ZShiftSwap) },
});

export const withdrawSwap = defineOperation({
  ...shiftSwapEndpoints.withdrawSwap,
  access: person,
  tags: ['shift swaps'],
  summary: 'The offerer withdraws the offer, taken or not, until a planner approves it',
  request: { params: ZIdParam, headers: ZIfMatchHeaders },
  responses: { 200: dataResponse('Withdrawn', ZShiftSwap) },
});

export const listOfferedShifts = defineOperation({
  ...shiftSwapEndpoints.listOfferedShifts,
  access: vacancyCrew,
  tags: ['shift swaps'],
  summary: 'Shifts colleagues offer that fit the caller’s functions, at times the caller is free',
  request: { query: ZListQuery },
  responses: { 200: listResponse('Offered shifts', ZShiftSwapListItem) },
});

export const takeShift = defineOperation({
  ...shiftSwapEndpoints.takeShift,
  access: vacancyCrew,
  tags: ['shift swaps'],
  summary: 'Take an offered shift (own function, free then: 409 SWAP_CONFLICT otherwise); the planners get a to-do',
  request: { params: ZIdParam, headers: ZIfMatchHeaders },
  responses: { 200: dataResponse('Taken', ZShiftSwap) },
});

export const listPendingSwaps = defineOperation({
  ...shiftSwapEndpoints.listPendingSwaps,
  access: vacancyPlanners,
  tags: ['shift swaps'],
  summary: 'Swaps under way, taken ones (waiting for an answer) first (planners)',
  request: { query: ZListQuery },
  responses: { 200: listResponse('Shift swaps', ZShiftSwapListItem) },
});

export const approveSwap = defineOperation({
  ...shiftSwapEndpoints.approveSwap,
  access: vacancyPlanners,
  tags: ['shift swaps'],
  summary:
    'Approve a taken swap: the taker is checked again (409 SWAP_CONFLICT if booked meanwhile), then gets the job',
  request: { params: ZIdParam, headers: ZIfMatchHeaders },
  responses: { 200: dataResponse('Approved', ZShiftSwap) },
});

export const rejectSwap = defineOperation({
  ...shiftSwapEndpoints.rejectSwap,
  access: vacancyPlanners,
  tags: ['shift swaps'],
  summary: 'Reject a swap: the job stays with the offerer',
  request: { params: ZIdParam, headers: ZIfMatchHeaders },
  responses: { 200: dataResponse('Rejected', ZShiftSwap) },
});
