// The /api/v1 paths of the catalog read by the screens (lib/bff/queries, lib/client/api).
export const locationPaths = {
  location: (id: number) => `/locations/${id}`,
  list: () => '/locations',
};
export const referencePaths = { functions: () => '/functions', countries: () => '/countries' };
