// Method and path of each shift swap operation (operations.ts), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation.
export const shiftSwapEndpoints = {
  getJobSwap: { method: 'get', path: '/jobs/{id}/shiftSwap' },
  offerShift: { method: 'post', path: '/jobs/{id}/shiftSwap' },
  withdrawSwap: { method: 'post', path: '/shiftSwaps/{id}/withdraw' },
  listOfferedShifts: { method: 'get', path: '/shiftSwaps/offered' },
  takeShift: { method: 'post', path: '/shiftSwaps/{id}/take' },
  listPendingSwaps: { method: 'get', path: '/shiftSwaps' },
  approveSwap: { method: 'post', path: '/shiftSwaps/{id}/approve' },
  rejectSwap: { method: 'post', path: '/shiftSwaps/{id}/reject' },
} as const;
