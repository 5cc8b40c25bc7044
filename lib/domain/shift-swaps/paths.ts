// The /api/v1 paths of shift swaps read and written by the screens.
const swap = (id: number) => `/shiftSwaps/${id}`;

export const shiftSwapPaths = {
  /** GET the job's swap and whether it may be offered; POST offers it (the caller's own job). */
  ofJob: (assignmentId: number) => `/jobs/${assignmentId}/shiftSwap`,
  /** Shifts colleagues offer that fit the caller and where the caller is free (crew). */
  offered: () => '/shiftSwaps/offered',
  /** Swaps under way, to approve or reject (planners). */
  pending: () => '/shiftSwaps',
  withdraw: (id: number) => `${swap(id)}/withdraw`,
  take: (id: number) => `${swap(id)}/take`,
  approve: (id: number) => `${swap(id)}/approve`,
  reject: (id: number) => `${swap(id)}/reject`,
};
