// The crew's jobs (endpoints.ts says what these are). Apart, because a module a bundle takes
// comes whole, with every endpoint any screen uses: the jobs list's first load carries these,
// not all of planning's.
export const listJobs = { method: 'get', path: '/jobs' } as const;
export const listCrewChiefCrews = { method: 'get', path: '/jobs/crewChief' } as const;
export const getJob = { method: 'get', path: '/jobs/{id}' } as const;
export const confirmJob = { method: 'post', path: '/jobs/{id}/confirmation' } as const;
