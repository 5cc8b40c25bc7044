// Method and path of each vacancy operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const listVacancies = { method: 'get', path: '/vacancies' } as const;
export const applyForVacancy = { method: 'post', path: '/projectCrewItems/{id}/applyVacancy' } as const;
export const withdrawFromVacancy = { method: 'post', path: '/projectCrewItems/{id}/unapplyVacancy' } as const;
export const listProjectVacancies = { method: 'get', path: '/projectVacancies' } as const;
export const acceptApplication = { method: 'post', path: '/vacancyApplications/{id}/accept' } as const;
export const rejectApplication = { method: 'post', path: '/vacancyApplications/{id}/reject' } as const;
