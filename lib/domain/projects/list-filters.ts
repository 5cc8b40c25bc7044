// The filters of the project list (rules §4: not closed or closed, all or mine, past, ongoing,
// requested; plus a search by name or number), read from and written to the page's query
// string, and turned into the /projects call. Pure and zod-free: the page and the browser share it.
import {
  PROJECT_LIST_PERIODS,
  PROJECT_LIST_SCOPES,
  PROJECT_LIST_TABS,
  type TProjectListPeriod,
  type TProjectListScope,
  type TProjectListTab,
} from './statuses';
import type { TProjectListQuery } from './paths';

export type TProjectFilters = {
  tab: TProjectListTab;
  scope: TProjectListScope;
  period: TProjectListPeriod;
  search: string;
};

export const DEFAULT_PROJECT_FILTERS: TProjectFilters = { tab: 'open', scope: 'all', period: 'any', search: '' };
/** As ZSearch allows. */
export const PROJECT_SEARCH_MAX = 100;

type TQuery = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const oneOf = <T extends string>(list: readonly T[], v: string | undefined, fallback: T): T =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : fallback;

/** Unknown values fall back to the defaults, as a date from the URL does (rules §5). */
export function parseProjectFilters(query: TQuery): TProjectFilters {
  return {
    tab: oneOf(PROJECT_LIST_TABS, first(query.tab), DEFAULT_PROJECT_FILTERS.tab),
    scope: oneOf(PROJECT_LIST_SCOPES, first(query.scope), DEFAULT_PROJECT_FILTERS.scope),
    period: oneOf(PROJECT_LIST_PERIODS, first(query.period), DEFAULT_PROJECT_FILTERS.period),
    search: (first(query.q) ?? '').trim().slice(0, PROJECT_SEARCH_MAX),
  };
}

/** The page's own query string for these filters, defaults left out. */
export function projectFiltersQuery(f: TProjectFilters): string {
  const params = new URLSearchParams();
  if (f.tab !== DEFAULT_PROJECT_FILTERS.tab) params.set('tab', f.tab);
  if (f.scope !== DEFAULT_PROJECT_FILTERS.scope) params.set('scope', f.scope);
  if (f.period !== DEFAULT_PROJECT_FILTERS.period) params.set('period', f.period);
  if (f.search) params.set('q', f.search);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The /projects call: "requested" is a status, past and ongoing are periods of the tenant's days. */
export function projectListQuery(f: TProjectFilters): TProjectListQuery {
  return {
    closed: f.tab === 'closed' ? 'true' : 'false',
    scope: f.scope === 'mine' ? 'mine' : undefined,
    period: f.period === 'past' || f.period === 'ongoing' ? f.period : undefined,
    status: f.period === 'requested' ? 'requested' : undefined,
    search: f.search || undefined,
  };
}
