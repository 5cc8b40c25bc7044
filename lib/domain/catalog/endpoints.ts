// Method and path of each catalog operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const listLocations = { method: 'get', path: '/locations' } as const;
export const getLocation = { method: 'get', path: '/locations/{id}' } as const;
export const createLocation = { method: 'post', path: '/locations' } as const;
export const updateLocation = { method: 'put', path: '/locations/{id}' } as const;
export const deleteLocation = { method: 'delete', path: '/locations/{id}' } as const;
export const listRateCards = { method: 'get', path: '/rateCards' } as const;
export const getRateCard = { method: 'get', path: '/rateCards/{id}' } as const;
export const listFunctions = { method: 'get', path: '/functions' } as const;
export const createFunction = { method: 'post', path: '/functions' } as const;
export const listTags = { method: 'get', path: '/tags' } as const;
export const listRegions = { method: 'get', path: '/regions' } as const;
export const listCountries = { method: 'get', path: '/countries' } as const;
export const listNationalities = { method: 'get', path: '/nationalities' } as const;
