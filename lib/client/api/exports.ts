// Links to the spreadsheet exports: plain URLs through the proxy, which keeps the session cookie.
// Server and client components both build them.
import { withQuery, type TQueryValue } from '@/lib/domain/api-path';
import type { TExportFormat } from '@/lib/domain/exports';
import { apiUrl } from './http';

/** An export in one format; `query` carries the list's filters or the period. */
export const exportUrl = (path: string, format: TExportFormat, query: Record<string, TQueryValue> = {}) =>
  apiUrl(withQuery(path, { ...query, format }));
