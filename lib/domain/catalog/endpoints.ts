// Method and path of each catalog operation (operations/), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
export const catalogEndpoints = {
  listLocations: { method: 'get', path: '/locations' },
  getLocation: { method: 'get', path: '/locations/{id}' },
  createLocation: { method: 'post', path: '/locations' },
  updateLocation: { method: 'put', path: '/locations/{id}' },
  deleteLocation: { method: 'delete', path: '/locations/{id}' },
  listRateCards: { method: 'get', path: '/rateCards' },
  getRateCard: { method: 'get', path: '/rateCards/{id}' },
  listFunctions: { method: 'get', path: '/functions' },
  createFunction: { method: 'post', path: '/functions' },
  listTags: { method: 'get', path: '/tags' },
  listRegions: { method: 'get', path: '/regions' },
  listCountries: { method: 'get', path: '/countries' },
  listNationalities: { method: 'get', path: '/nationalities' },
} as const;
