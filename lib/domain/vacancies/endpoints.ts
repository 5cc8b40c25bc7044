// Method and path of each vacancy operation (operations.ts), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
export const vacancyEndpoints = {
  listVacancies: { method: 'get', path: '/vacancies' },
  applyForVacancy: { method: 'post', path: '/projectCrewItems/{id}/applyVacancy' },
  withdrawFromVacancy: { method: 'post', path: '/projectCrewItems/{id}/unapplyVacancy' },
  listProjectVacancies: { method: 'get', path: '/projectVacancies' },
  acceptApplication: { method: 'post', path: '/vacancyApplications/{id}/accept' },
  rejectApplication: { method: 'post', path: '/vacancyApplications/{id}/reject' },
} as const;
