// The to-do calendar's filters: a month, done or open, a project and a recipient
// (one person or a group), read from and written to the page's query string, and turned into
// the /activities query. Pure and zod-free, for the server page and the browser alike.
import type { TActivityQuery } from './paths';

export const TODO_STATUS_FILTERS = ['open', 'done', 'all'] as const;
export type TTodoStatusFilter = (typeof TODO_STATUS_FILTERS)[number];

/** `p:12` for a person, `g:Planners` for a group, '' for anyone. */
export type TTodoFilters = { month: string; status: TTodoStatusFilter; projectId: number | null; recipient: string };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const isMonth = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
const positiveId = (v: string | undefined) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

export function parseTodoFilters(
  query: Record<string, string | string[] | undefined>,
  thisMonth: string,
): TTodoFilters {
  const status = one(query.status);
  const recipient = one(query.recipient) ?? '';
  return {
    month: isMonth(one(query.month)) ? one(query.month)! : thisMonth,
    status: (TODO_STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as TTodoStatusFilter) : 'open',
    projectId: positiveId(one(query.projectId)),
    recipient: /^p:[1-9]\d{0,9}$/.test(recipient) || /^g:.{1,100}$/.test(recipient) ? recipient : '',
  };
}

/** The page's query string of a set of filters (defaults left out). */
export function todoFiltersSearch(f: TTodoFilters): string {
  const params = new URLSearchParams({ month: f.month });
  if (f.status !== 'open') params.set('status', f.status);
  if (f.projectId !== null) params.set('projectId', String(f.projectId));
  if (f.recipient) params.set('recipient', f.recipient);
  return params.toString();
}

function lastDay(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The /activities query of the filters: the month's days, in full (rules §9: limit 1000). */
export function todoActivityQuery(f: TTodoFilters): TActivityQuery {
  return {
    from: `${f.month}-01`,
    to: lastDay(f.month),
    done: f.status === 'all' ? undefined : f.status === 'done',
    projectId: f.projectId ?? undefined,
    recipientPersonId: f.recipient.startsWith('p:') ? Number(f.recipient.slice(2)) : undefined,
    recipientGroup: f.recipient.startsWith('g:') ? f.recipient.slice(2) : undefined,
  };
}
