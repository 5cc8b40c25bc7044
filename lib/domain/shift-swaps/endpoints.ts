// Method and path of each shift swap operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const getJobSwap = { method: 'get', path: '/jobs/{id}/shiftSwap' } as const;
export const offerShift = { method: 'post', path: '/jobs/{id}/shiftSwap' } as const;
export const withdrawSwap = { method: 'post', path: '/shiftSwaps/{id}/withdraw' } as const;
export const listOfferedShifts = { method: 'get', path: '/shiftSwaps/offered' } as const;
export const takeShift = { method: 'post', path: '/shiftSwaps/{id}/take' } as const;
export const listPendingSwaps = { method: 'get', path: '/shiftSwaps' } as const;
export const approveSwap = { method: 'post', path: '/shiftSwaps/{id}/approve' } as const;
export const rejectSwap = { method: 'post', path: '/shiftSwaps/{id}/reject' } as const;
