'use client';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { fetcher, type ApiClientError } from '../fetcher';
import { takeServerAnswer } from './fresh-fallback';
import { apiUrl } from './http';

/**
 * SWR on an API path; `null` waits. The server's first paint comes in as `fallbackData`; a new
 * one becomes the key's first answer, not fetched again on mount (fresh-fallback.ts).
 */
export function useApi<T>(path: string | null, options?: SWRConfiguration<T, ApiClientError>) {
  const { cache } = useSWRConfig();
  const key = path === null ? null : apiUrl(path);
  const fallback = options?.fallbackData;
  // The server renders as the browser's hydration will (a page's first load always takes its new
  // answers), so that the first paint agrees on `isValidating`; but it leaves the cache alone:
  // there SWR's default cache is one map for every request, and an answer put in it would show in
  // other users' pages.
  const taken =
    key !== null && fallback !== undefined && (typeof window === 'undefined' || takeServerAnswer(cache, key, fallback));
  return useSWR<T, ApiClientError>(key, fetcher, taken ? { revalidateOnMount: false, ...options } : options);
}
