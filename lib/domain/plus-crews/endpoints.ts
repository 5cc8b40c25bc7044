// Method and path of each plus-crews operation (operations/), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
export const plusCrewsEndpoints = {
  getSeries: { method: 'get', path: '/plusCrews/{number}/valueTypes/{valueTypeId}/data' },
  getDailySeries: { method: 'get', path: '/plusCrews/{number}/data' },
  setDayEntries: { method: 'put', path: '/plusCrews/{number}/data' },
  listPlusCrews: { method: 'get', path: '/plusCrews' },
  listValueTypes: { method: 'get', path: '/plusCrews/valueTypes' },
  getPlusCrew: { method: 'get', path: '/plusCrews/{number}' },
  getPlusCrewValues: { method: 'get', path: '/plusCrews/{number}/values' },
  setPlusCrewSettings: { method: 'put', path: '/plusCrews/{number}/values' },
  setLinkPassword: { method: 'put', path: '/plusCrews/{number}/password' },
} as const;
