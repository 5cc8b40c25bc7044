// Method and path of each activities operation (operations/), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
export const activitiesEndpoints = {
  listActivityTypes: { method: 'get', path: '/activityTypes' },
  activityFilterOptions: { method: 'get', path: '/activityFilters' },
  listActivities: { method: 'get', path: '/activities' },
  getActivity: { method: 'get', path: '/activities/{id}' },
  createActivity: { method: 'post', path: '/activities' },
  updateActivity: { method: 'put', path: '/activities/{id}' },
  markActivityDone: { method: 'post', path: '/activities/{id}/done' },
  deleteActivity: { method: 'delete', path: '/activities/{id}' },
} as const;
