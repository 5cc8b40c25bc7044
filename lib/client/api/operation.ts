'use client';
// Browser calls built from an operation: the endpoint (lib/domain/<area>/endpoints.ts, no zod)
// gives method and path, and the operation's type gives the body and the answer. Name the
// operation as the type argument; an endpoint of another operation then fails the type check.
import type { SWRConfiguration } from 'swr';
import { pathOf, type TPathParams } from '@/lib/domain/endpoint';
import type { TAnswerOf, TBodyOf, TOperation, TQueryOf } from '@/lib/domain/operation';
import { withQuery } from '@/lib/domain/api-path';
import type { ApiClientError } from '../fetcher';
import { apiCall } from './http';
import { useApi } from './use-api';

type TEndpointOf<O extends TOperation> = Pick<O, 'method' | 'path'>;

/** SWR on the operation's answer; `null` params wait (no call until they are known). */
export function useOperation<O extends TOperation>(
  endpoint: TEndpointOf<O>,
  params?: TPathParams<O['path']> | null,
  options?: SWRConfiguration<TAnswerOf<O>, ApiClientError> & { query?: TQueryOf<O> },
) {
  const { query, ...swr } = options ?? {};
  return useApi<TAnswerOf<O>>(params === null ? null : withQuery(pathOf(endpoint, params), query ?? {}), swr);
}

/** Makes the operation's call; its answer's `data`, or an ApiClientError. */
export function callOperation<O extends TOperation>(
  endpoint: TEndpointOf<O>,
  params?: TPathParams<O['path']>,
  body?: TBodyOf<O>,
  query?: TQueryOf<O>,
) {
  return apiCall<TAnswerOf<O>>(withQuery(pathOf(endpoint, params), query ?? {}), {
    method: endpoint.method.toUpperCase(),
    json: body,
  });
}
