// One definition per operation of /api/v1: its method and path, what it takes, what it answers,
// and who may call it. The backend builds its route from it (lib/backend/http/operation-route.ts)
// and the web app its paths and answer types (endpoint.ts, TAnswerOf); nobody writes the path
// again.
// The shape is @hono/zod-openapi's own route config (method, path, request, responses) with
// `access` beside it, so the backend hands it to createRoute as it is and the OpenAPI document
// follows from it. Each area keeps its operations in lib/domain/<area>/operations.ts.
import { z } from 'zod';
import { SESSION_TYPES, type TSessionType } from './auth/session';
import type { TRight } from './auth/rights-registry';
import { MAX_INT } from './primitives';
import type { TEndpoint } from './endpoint';
import type { TQueryValue } from './api-path';

/**
 * The login-type rules of the rights registry an operation may ask for; `staffers`: planners, and
 * clients where the tenant lets them staff their own projects (planning/staffing-settings.ts).
 */
export type TAccessRule = 'planners' | 'plannersOrOffice' | 'clientsOrPlanners' | 'clientsOnly' | 'staffers';

export type TAccess = {
  /**
   * The session kinds that may call it: a user's login, a project (PID) or plus-crew (PCID)
   * session; or PUBLIC, for the calls made before a login (logging in, the tenant's look).
   */
  sessions: readonly TSessionType[] | typeof PUBLIC;
  /** The login-type rule the caller must meet. */
  rule?: TAccessRule;
  /** The rights the caller's roles must grant, every one of them. */
  rights?: readonly TRight[];
  /**
   * Check the session kind after the route's own guards: a plus-crew (PCID) session then meets
   * 404 for another plus crew's number, as for a missing one, before it is told it may not write.
   */
  sessionKindLast?: true;
};

/** Any session may call it. */
export const ANY_SESSION = SESSION_TYPES;
/** No session needed. */
export const PUBLIC = 'public';

type TJsonContent<S extends z.ZodType = z.ZodType> = { content: { 'application/json': { schema: S } } };
type TAnswerEntry = { description: string; content?: Record<string, { schema: z.ZodType }>; headers?: z.ZodObject };
/** A multipart upload body (operation-content.ts): a plain OpenAPI schema, streamed by the service. */
type TUploadContent = { content: { 'multipart/form-data': { schema: object } } };

export type TOperation = TEndpoint & {
  tags: string[];
  summary: string;
  access: TAccess;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    headers?: z.ZodObject;
    body?: { required: boolean } & (TJsonContent | TUploadContent);
  };
  responses: Record<number, TAnswerEntry>;
};

/** An operation, typed as written (its path, schemas and answer stay literal for its callers). */
export const defineOperation = <O extends TOperation>(operation: O) => operation;

/** The id in a path: `/projects/{id}`. */
export const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });

/** rules §9: list calls use limit 1000, page 1. */
export const DEFAULT_LIMIT = 1000;
/** The query of every paged list call. */
export const ZListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(DEFAULT_LIMIT),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** A JSON content entry, for a request body or a response. */
export const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });

/** A required JSON request body: `request: { ...jsonBody(ZThingInput) }`. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ body: { required: true, ...json(schema) } });

/** Every JSON answer wraps its payload in `data` (rules §7: "responses are unwrapped from the data field"). */
export const dataOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/** Page, page size and the number of rows over all pages. */
export const ZListMeta = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

/** The answer of a paged list: `{ data: TItem[], meta }`. */
export const listOf = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item), meta: ZListMeta });

/** A response entry answering `{ data: T }`. */
export const dataResponse = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  ...json(dataOf(schema)),
});

/** A response entry answering a paged list of `item`. */
export const listResponse = <S extends z.ZodType>(description: string, item: S) => ({
  description,
  ...json(listOf(item)),
});

type TSuccess<O extends TOperation> =
  O['responses'][200] extends TJsonContent<infer S> ? S : O['responses'][201] extends TJsonContent<infer S> ? S : never;

/** What a caller sends: the input of the operation's JSON body (undefined without one). */
export type TBodyOf<O extends TOperation> =
  NonNullable<O['request']> extends { body: TJsonContent<infer S> } ? z.input<S> : undefined;

/**
 * The query string a caller may send (`?from=…&to=…`): every field optional, each typed as the
 * backend reads it (a coerced number is a number here, not the string it travels as).
 */
export type TQueryOf<O extends TOperation> =
  NonNullable<O['request']> extends { query: infer Q extends z.ZodObject }
    ? { [K in keyof z.output<Q>]?: Extract<z.output<Q>[K], TQueryValue> }
    : never;

/** The whole JSON body of the operation's success answer (`data`, and `meta` for a paged list). */
export type TSuccessBodyOf<O extends TOperation> = z.infer<TSuccess<O>>;

/** The path parameters and query as the backend reads them (coerced, defaults applied). */
export type TInputOf<O extends TOperation> = {
  params: NonNullable<O['request']> extends { params: infer P extends z.ZodObject } ? z.output<P> : never;
  query: NonNullable<O['request']> extends { query: infer Q extends z.ZodObject } ? z.output<Q> : never;
};

/** What a caller gets: the `data` of the operation's success answer. */
export type TAnswerOf<O extends TOperation> = z.infer<TSuccess<O>> extends { data: infer D } ? D : never;

/** The `data` schema of the operation's success answer, for a loader that checks what came. */
export function answerSchemaOf<O extends TOperation>(operation: O): z.ZodType<TAnswerOf<O>> {
  const entry = operation.responses[200] ?? operation.responses[201];
  const schema = entry?.content?.['application/json']?.schema;
  if (!(schema instanceof z.ZodObject) || !schema.shape.data) throw new Error(`${operation.path}: no JSON answer`);
  return schema.shape.data as z.ZodType<TAnswerOf<O>>;
}
