// The /api/v1 paths of the catalog read by the screens (lib/bff/queries, lib/client/api), taken
// from the operations' endpoints (./endpoints).
import { pathOf } from '../endpoint';
import * as catalogEndpoints from './endpoints';

export const locationPaths = {
  location: (id: number) => pathOf(catalogEndpoints.getLocation, { id }),
  list: () => catalogEndpoints.listLocations.path,
};
export const referencePaths = {
  functions: () => catalogEndpoints.listFunctions.path,
  countries: () => catalogEndpoints.listCountries.path,
};
