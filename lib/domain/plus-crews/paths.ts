// The /api/v1 paths of plus crews, taken from the operations' endpoints (./endpoints): the web
// app's server queries (lib/bff/queries) and the browser hooks (lib/client/api) both build on
// these. All live under /plusCrews, the one prefix a plus-crew (PCID) session may call.
import { withQuery } from '../api-path';
import { pathOf } from '../endpoint';
import * as e from './endpoints';

type TRange = { dateFrom: string; dateTo: string };

export const plusCrewPaths = {
  list: (date?: string) => withQuery(e.listPlusCrews.path, { date }),
  valueTypes: () => e.listValueTypes.path,
  crew: (number: number) => pathOf(e.getPlusCrew, { number }),
  /** GET the settings values; PUT both settings. */
  values: (number: number) => pathOf(e.getPlusCrewValues, { number }),
  /** PUT the plus-crew login (PCID) password, or null to remove it. */
  password: (number: number) => pathOf(e.setLinkPassword, { number }),
  /** GET one daily value type over a range (the three-call month load). */
  series: (number: number, valueTypeId: number, range: TRange) =>
    withQuery(pathOf(e.getSeries, { number, valueTypeId }), range),
  /** GET the three daily value types over a range in one call; PUT (no range) one day's figures. */
  data: (number: number, range?: TRange) => withQuery(pathOf(e.getDailySeries, { number }), { ...range }),
};
