// Method and path of each membership-crews operation (operations/), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
export const membershipCrewsEndpoints = {
  listMembershipCrews: { method: 'get', path: '/plannerCrews' },
  getMembershipCrew: { method: 'get', path: '/pCrews/{id}' },
  membershipCrewsOfContact: { method: 'get', path: '/contacts/{id}/pCrews' },
  createMembershipCrew: { method: 'post', path: '/plannerCrews' },
  addMember: { method: 'post', path: '/contacts/{id}/plannerCrewMemberships' },
  removeMember: { method: 'delete', path: '/contacts/{id}/plannerCrewMemberships/{plannerCrewId}' },
} as const;
