// Method and path of each crew-profile operation (operations/), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
export const crewProfileEndpoints = {
  crewFunctions: { method: 'get', path: '/crewMember/{id}/crewFunctions' },
  crewTags: { method: 'get', path: '/crewMember/{id}/crewTags' },
  documentBasedSkills: { method: 'get', path: '/crewMember/{id}/documentBasedSkills' },
  profileAccess: { method: 'get', path: '/persons/{id}/profileAccess' },
} as const;
