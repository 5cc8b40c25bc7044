// Method and path of each activities operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const listActivityTypes = { method: 'get', path: '/activityTypes' } as const;
export const activityFilterOptions = { method: 'get', path: '/activityFilters' } as const;
export const listActivities = { method: 'get', path: '/activities' } as const;
export const getActivity = { method: 'get', path: '/activities/{id}' } as const;
export const createActivity = { method: 'post', path: '/activities' } as const;
export const updateActivity = { method: 'put', path: '/activities/{id}' } as const;
export const markActivityDone = { method: 'post', path: '/activities/{id}/done' } as const;
export const deleteActivity = { method: 'delete', path: '/activities/{id}' } as const;
