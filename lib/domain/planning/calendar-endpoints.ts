// The planning calendar and a person's own calendar with its blocked dates and vacation
// requests (endpoints.ts says what these are). Apart, because a module a bundle takes comes
// whole, with every endpoint any screen uses: the calendars' first loads carry these, not all
// of planning's.
export const getPlanningCalendar = { method: 'get', path: '/planningCalendar' } as const;
export const getPersonalCalendar = { method: 'get', path: '/persons/{id}/calendar' } as const;
export const listBlockDates = { method: 'get', path: '/blockDates' } as const;
export const createBlockDate = { method: 'post', path: '/blockDates' } as const;
export const deleteBlockDate = { method: 'delete', path: '/blockDates/{id}' } as const;
export const listVacationRequests = { method: 'get', path: '/vacationRequests' } as const;
export const createVacationRequest = { method: 'post', path: '/vacationRequests' } as const;
export const withdrawVacationRequest = { method: 'delete', path: '/vacationRequests/{id}' } as const;
