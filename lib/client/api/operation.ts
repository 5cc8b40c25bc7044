'use client';
// SWR on an operation's answer (the calls themselves: call-operation.ts).
import type { SWRConfiguration } from 'swr';
import { pathOf, type TPathParams } from '@/lib/domain/endpoint';
import type { TAnswerOf, TOperation, TQueryOf } from '@/lib/domain/operation';
import { withQuery } from '@/lib/domain/api-path';
import type { ApiClientError } from '../fetcher';
import type { TEndpointOf } from './call-operation';
import { useApi } from './use-api';

/** SWR on the operation's answer; `null` params wait (no call until they are known). */
export function useOperation<O extends TOperation>(
  endpoint: TEndpointOf<O>,
  params?: TPathParams<O['path']> | null,
  options?: SWRConfiguration<TAnswerOf<O>, ApiClientError> & { query?: TQueryOf<O> },
) {
  const { query, ...swr } = options ?? {};
  return useApi<TAnswerOf<O>>(params === null ? null : withQuery(pathOf(endpoint, params), query ?? {}), swr);
}
