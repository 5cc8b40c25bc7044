// Browser calls built from an operation: the endpoint (lib/domain/<area>/endpoints.ts, no zod)
// gives method and path, and the operation's type gives the body and the answer. Name the
// operation as the type argument; an endpoint of another operation then fails the type check.
// No hooks here (useOperation is in operation.ts), so modules that server components import for
// their links may make calls too.
import { pathOf, type TPathParams } from '@/lib/domain/endpoint';
import type { TAnswerOf, TBodyOf, TOperation, TQueryOf } from '@/lib/domain/operation';
import { withQuery } from '@/lib/domain/api-path';
import { etagOf } from '@/lib/domain/versions';
import { apiCall } from './http';

export type TEndpointOf<O extends TOperation> = Pick<O, 'method' | 'path'>;

/**
 * Makes the operation's call; its answer's `data`, or an ApiClientError. A change to a versioned
 * record names the `version` it is based on (a 412 PRECONDITION_FAILED when it is no longer the
 * current one: lib/client/versions.ts).
 */
export function callOperation<O extends TOperation>(
  endpoint: TEndpointOf<O>,
  params?: TPathParams<O['path']>,
  body?: TBodyOf<O>,
  query?: TQueryOf<O>,
  version?: number,
) {
  return apiCall<TAnswerOf<O>>(withQuery(pathOf(endpoint, params), query ?? {}), {
    method: endpoint.method.toUpperCase(),
    json: body,
    ifMatch: version === undefined ? undefined : etagOf(version),
  });
}

/** A change to a versioned record, naming the `version` of it the user saw (If-Match). */
export const callVersioned = <O extends TOperation>(
  endpoint: TEndpointOf<O>,
  params: TPathParams<O['path']> | undefined,
  version: number,
  body?: TBodyOf<O>,
) => callOperation<O>(endpoint, params, body, undefined, version);
