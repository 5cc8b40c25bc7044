// The /api/v1 paths of plus crews, written once: the web app's server queries (lib/bff/queries)
// and the browser hooks (lib/client/api) both build on these. All live under /plusCrews, the
// one prefix a plus-crew (PCID) session may call.
import { withQuery } from '../api-path';

const crew = (number: number) => `/plusCrews/${number}`;
type TRange = { dateFrom: string; dateTo: string };

export const plusCrewPaths = {
  list: (date?: string) => withQuery('/plusCrews', { date }),
  valueTypes: () => '/plusCrews/valueTypes',
  crew,
  /** GET the settings values; PUT both settings. */
  values: (number: number) => `${crew(number)}/values`,
  /** PUT the plus-crew login (PCID) password, or null to remove it. */
  password: (number: number) => `${crew(number)}/password`,
  /** GET one daily value type over a range (the three-call month load). */
  series: (number: number, valueTypeId: number, range: TRange) =>
    withQuery(`${crew(number)}/valueTypes/${valueTypeId}/data`, range),
  /** GET the three daily value types over a range in one call; PUT (no range) one day's figures. */
  data: (number: number, range?: TRange) => withQuery(`${crew(number)}/data`, { ...range }),
};
