// Method and path of each membership-crews operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const listMembershipCrews = { method: 'get', path: '/plannerCrews' } as const;
export const getMembershipCrew = { method: 'get', path: '/pCrews/{id}' } as const;
export const membershipCrewsOfContact = { method: 'get', path: '/contacts/{id}/pCrews' } as const;
export const createMembershipCrew = { method: 'post', path: '/plannerCrews' } as const;
export const addMember = { method: 'post', path: '/contacts/{id}/plannerCrewMemberships' } as const;
export const removeMember = {
  method: 'delete',
  path: '/contacts/{id}/plannerCrewMemberships/{plannerCrewId}',
} as const;
