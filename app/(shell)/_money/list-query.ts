// A receipt or invoice list's query: read from a page's search params on the server, sent to
// the API and written into the URL by the browser. No hooks here: server and client both use it.
export type TListQuery<TStatus extends string = string> = { status: TStatus | ''; companyId: string; search: string };

/** The list's query as the API reads it (the list operations' query) and the page's URL shows it. */
export const queryParams = <TStatus extends string>(q: TListQuery<TStatus>) => ({
  status: q.status || undefined,
  companyId: q.companyId ? Number(q.companyId) : undefined,
  search: q.search.trim() || undefined,
});

export const sameQuery = (a: TListQuery, b: TListQuery) =>
  a.status === b.status && a.companyId === b.companyId && a.search.trim() === b.search.trim();

/** A list query from a page's search params; anything unknown is left out. */
export function listQueryOf<TStatus extends string>(
  params: Record<string, string | string[] | undefined>,
  statuses: readonly TStatus[],
): TListQuery<TStatus> {
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');
  const status = one(params.status);
  const companyId = one(params.companyId);
  return {
    status: statuses.find((s) => s === status) ?? '',
    companyId: /^[1-9]\d{0,9}$/.test(companyId) ? companyId : '',
    search: one(params.search).slice(0, 100),
  };
}
