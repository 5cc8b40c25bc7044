// How large a request body may be, per route, read from the routes' own OpenAPI declarations: a
// small default; routes whose schema allows a long string (a signature as a data URL) a little
// more; only routes that declare a multipart upload the size of a file. A multipart content type
// on any other route buys nothing. Upload routes stream their body (`http/multipart.ts`), which
// counts what it reads: their body is never gathered here.
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';

export const DEFAULT_BODY_LIMIT = 100 * 1024;
/** JSON bodies that may carry a drawn signature (a PNG data URL of up to 600 KB). */
export const LARGE_JSON_BODY_LIMIT = 1024 * 1024;
/** Upload routes: the largest file (10 MB) and the multipart framing; each service checks its own limit. */
export const UPLOAD_BODY_LIMIT = 11 * 1024 * 1024;
/** A schema whose strings may be longer than this gets LARGE_JSON_BODY_LIMIT. */
const LONG_STRING = 50_000;

type TSchema = Record<string, unknown>;
export type TBodyLimitRow = { method: string; pattern: RegExp; max: number };

function longestString(schema: unknown, components: TSchema, seen = new Set<string>()): number {
  if (!schema || typeof schema !== 'object') return 0;
  const s = schema as TSchema;
  if (typeof s.$ref === 'string') {
    if (seen.has(s.$ref)) return 0;
    seen.add(s.$ref);
    const name = s.$ref.split('/').pop()!;
    return longestString((components.schemas as TSchema | undefined)?.[name], components, seen);
  }
  let max = typeof s.maxLength === 'number' ? s.maxLength : 0;
  for (const value of Object.values(s)) {
    const children = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
    for (const child of children) {
      if (child && typeof child === 'object' && !('$ref' in child) && !('type' in child) && !('anyOf' in child)) {
        // A map of properties: walk each.
        for (const prop of Object.values(child as TSchema)) max = Math.max(max, longestString(prop, components, seen));
      } else max = Math.max(max, longestString(child, components, seen));
    }
  }
  return max;
}

/** One row per write route with a body: its method, its path as a pattern, and its limit. */
export function bodyLimitTable(doc: { paths?: unknown; components?: unknown }): TBodyLimitRow[] {
  const rows: TBodyLimitRow[] = [];
  const components = (doc.components ?? {}) as TSchema;
  for (const [path, ops] of Object.entries((doc.paths ?? {}) as Record<string, TSchema>)) {
    for (const [method, op] of Object.entries(ops)) {
      const content = ((op as TSchema)?.requestBody as TSchema | undefined)?.content as TSchema | undefined;
      if (!content) continue;
      const max = content['multipart/form-data']
        ? UPLOAD_BODY_LIMIT
        : longestString(content['application/json'], components) > LONG_STRING
          ? LARGE_JSON_BODY_LIMIT
          : DEFAULT_BODY_LIMIT;
      const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
      rows.push({ method: method.toUpperCase(), pattern, max });
    }
  }
  return rows;
}

export function bodyLimitFor(table: readonly TBodyLimitRow[], method: string, path: string): number {
  return table.find((r) => r.method === method && r.pattern.test(path))?.max ?? DEFAULT_BODY_LIMIT;
}

/**
 * Hono's bodyLimit, but on upload routes a body without Content-Length (chunked, as the web
 * app's proxy sends it) is left to the streaming reader, which stops at the limit: Hono's
 * bodyLimit would gather all of it first, before the route's guards. A body announced too large
 * is refused before it is read; its connection then closes cleanly (lib/node-http/early-answer.ts).
 */
export function limitBody(max: number): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: max });
  return (c, next) => {
    if (max === UPLOAD_BODY_LIMIT && !(Number(c.req.header('content-length') ?? 0) > max)) return next();
    return limit(c, next);
  };
}
