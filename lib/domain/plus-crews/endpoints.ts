// Method and path of each plus-crews operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const getSeries = { method: 'get', path: '/plusCrews/{number}/valueTypes/{valueTypeId}/data' } as const;
export const getDailySeries = { method: 'get', path: '/plusCrews/{number}/data' } as const;
export const setDayEntries = { method: 'put', path: '/plusCrews/{number}/data' } as const;
export const listPlusCrews = { method: 'get', path: '/plusCrews' } as const;
export const listValueTypes = { method: 'get', path: '/plusCrews/valueTypes' } as const;
export const getPlusCrew = { method: 'get', path: '/plusCrews/{number}' } as const;
export const getPlusCrewValues = { method: 'get', path: '/plusCrews/{number}/values' } as const;
export const setPlusCrewSettings = { method: 'put', path: '/plusCrews/{number}/values' } as const;
export const setLinkPassword = { method: 'put', path: '/plusCrews/{number}/password' } as const;
