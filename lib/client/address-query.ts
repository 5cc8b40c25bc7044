// A list's filters in the address bar, without a navigation: reloading or sharing the address
// opens the same list. Empty filters are left out of the address (withQuery).
import { withQuery, type TQueryValue } from '@/lib/domain/api-path';

export function showQueryInAddress(query: Record<string, TQueryValue>): void {
  window.history.replaceState(null, '', withQuery(window.location.pathname, query));
}
