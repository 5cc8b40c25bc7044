// An operation's method and path (lib/domain/operation.ts), without zod, so that browser code
// can build its calls from them: each area lists its endpoints in lib/domain/<area>/endpoints.ts,
// and its operations take method and path from there.
export type TMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type TEndpoint = { method: TMethod; path: `/${string}` };

/** `{ id: 12 }` for `/projects/{id}`: every `{name}` of the path, as a number or a string. */
export type TPathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? { [key in K]: number | string } & TPathParams<Rest>
  : unknown;

/** The endpoint's path with its parameters filled in (each encoded). */
export function pathOf<E extends TEndpoint>(endpoint: E, params?: TPathParams<E['path']>): string {
  const values = (params ?? {}) as Record<string, number | string>;
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(String(values[name]));
  });
}
