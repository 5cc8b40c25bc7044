// When an SWR hook need not ask again for what the server has just rendered.
//
// A screen's first paint comes from the server, which fetched its data a moment ago and hands it
// to the hook as `fallbackData`. Fetching the same data again as the screen mounts costs a
// request to the backend and, on a phone, parsing, comparing and re-rendering right after
// hydration. So a hook takes the server's answer as its first answer instead: it puts it in
// SWR's cache (where a mutation's `current` finds it) and skips the fetch on mount, when
//  - the answer is new: it first rendered at most FRESH_MS ago (a render React restarts sees it
//    again; the browser's back button shows the page from the router's cache with the answer of
//    that first visit, which is older), and
//  - SWR's cache holds no other answer for the key (one fetched on an earlier visit may be older
//    than the server's and shows first, so it is refreshed as before).
// Everything else fetches as before: a later key of the same hook (another filter or month),
// mutations, focus and reconnection. Putting server data in the cache while rendering is what
// TanStack Query's HydrationBoundary does for queries it has not seen yet; the write goes straight
// to the cache map, so no subscriber is told of it mid-render.
import type { Cache } from 'swr';

/** How long after it first renders a server answer counts as new. */
export const FRESH_MS = 2000;

const firstSeen = new WeakMap<object, number>();

/** True while `fallback` first rendered at most FRESH_MS ago (and marks it seen now if it is new). */
export function isNewServerAnswer(fallback: unknown, now = Date.now()): boolean {
  if (fallback === null || typeof fallback !== 'object') return false;
  const seen = firstSeen.get(fallback);
  if (seen === undefined) {
    firstSeen.set(fallback, now);
    return true;
  }
  return now - seen <= FRESH_MS;
}

/**
 * For one render of a hook on `key` with the server's answer `fallback`: true when the hook
 * takes that answer as its first (it is then in `cache`) and need not fetch it on mount.
 */
export function takeServerAnswer(cache: Cache, key: string, fallback: unknown, now = Date.now()): boolean {
  const state = cache.get(key);
  if (state?.data !== undefined && state.data !== fallback) return false;
  if (!isNewServerAnswer(fallback, now)) return false;
  if (state?.data === undefined) cache.set(key, { ...state, data: fallback });
  return true;
}
