'use client';
import useSWR, { type SWRConfiguration } from 'swr';
import { fetcher, type ApiClientError } from '../fetcher';
import { apiUrl } from './http';

/** SWR on an API path; `null` waits. The server's first paint comes in as `fallbackData`. */
export function useApi<T>(path: string | null, options?: SWRConfiguration<T, ApiClientError>) {
  return useSWR<T, ApiClientError>(path === null ? null : apiUrl(path), fetcher, options);
}
