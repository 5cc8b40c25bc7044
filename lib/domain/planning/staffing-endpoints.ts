// Method and path of each staffing-proposal operation, without zod (as endpoints.ts): a file of
// their own, as the browser code that imports the planning endpoints as a namespace would
// otherwise carry them on every planning screen.
export const requestStaffingProposal = { method: 'post', path: '/staffingProposals' } as const;
export const getStaffingProposal = { method: 'get', path: '/staffingProposals/{id}' } as const;
export const acceptStaffingProposal = { method: 'post', path: '/staffingProposals/{id}/accept' } as const;
export const getStaffingSettings = { method: 'get', path: '/staffingSettings' } as const;
export const updateStaffingSettings = { method: 'put', path: '/staffingSettings' } as const;
