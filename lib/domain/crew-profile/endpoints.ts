// Method and path of each crew-profile operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const crewFunctions = { method: 'get', path: '/crewMember/{id}/crewFunctions' } as const;
export const crewTags = { method: 'get', path: '/crewMember/{id}/crewTags' } as const;
export const documentBasedSkills = { method: 'get', path: '/crewMember/{id}/documentBasedSkills' } as const;
export const profileAccess = { method: 'get', path: '/persons/{id}/profileAccess' } as const;
