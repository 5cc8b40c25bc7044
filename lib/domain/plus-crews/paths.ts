// The /api/v1 paths of plus crews, taken from the operations' endpoints (./endpoints): the web
// app's server queries (lib/bff/queries) and the browser hooks (lib/client/api) both build on
// these. All live under /plusCrews, the one prefix a plus-crew (PCID) session may call.
import { pathOf } from '../endpoint';
import * as e from './endpoints';

export const plusCrewPaths = {
  crew: (number: number) => pathOf(e.getPlusCrew, { number }),
  /** GET the settings values; PUT both settings. */
  values: (number: number) => pathOf(e.getPlusCrewValues, { number }),
};
