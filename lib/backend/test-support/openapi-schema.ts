// Reads the JSON schemas of a generated OpenAPI document: finds the places where a schema
// accepts anything (`{}`, z.any(), z.unknown()), so a test can insist that every answer is
// described down to its leaves.
type TSchema = Record<string, any> | boolean | undefined;
type TComponents = { schemas?: Record<string, TSchema> } | undefined;

/** What makes a schema say something about a value. Annotations (description, example…) do not. */
const CONSTRAINING_KEYS = ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not'];

function resolve(schema: TSchema, components: TComponents): TSchema {
  if (schema && typeof schema === 'object' && typeof schema.$ref === 'string') {
    return components?.schemas?.[String(schema.$ref.split('/').pop())];
  }
  return schema;
}

/** JSON paths (`data.lines[].name`) inside `schema` where any value would be accepted. */
export function unconstrainedPaths(
  raw: TSchema,
  components: TComponents,
  at = '$',
  seen = new Set<object>(),
): string[] {
  const schema = resolve(raw, components);
  if (schema === undefined || schema === true) return [at];
  if (schema === false) return [];
  if (seen.has(schema)) return [];
  const inner = new Set(seen).add(schema);
  if (!CONSTRAINING_KEYS.some((k) => k in schema)) return [at];

  const out: string[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const [i, s] of ((schema[key] as TSchema[] | undefined) ?? []).entries())
      out.push(...unconstrainedPaths(s, components, `${at}<${key}${i}>`, inner));
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('object')) {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, TSchema>);
    const extra = schema.additionalProperties as TSchema;
    // `{ type: object }` alone, or a record of anything, says nothing about its contents.
    if (properties.length === 0 && (extra === undefined || extra === true)) out.push(`${at}{}`);
    for (const [name, s] of properties) out.push(...unconstrainedPaths(s, components, `${at}.${name}`, inner));
    if (extra && typeof extra === 'object') out.push(...unconstrainedPaths(extra, components, `${at}{*}`, inner));
  }
  if (types.includes('array')) {
    if (Array.isArray(schema.prefixItems))
      for (const [i, s] of (schema.prefixItems as TSchema[]).entries())
        out.push(...unconstrainedPaths(s, components, `${at}[${i}]`, inner));
    else out.push(...unconstrainedPaths(schema.items as TSchema, components, `${at}[]`, inner));
  }
  return out;
}

export type TOpenApiDocument = { paths?: Record<string, any>; components?: TComponents };

/** Every loose spot of every success answer: `GET /jobs 200 application/json $.data[].x`. */
export function looseResponseSchemas(doc: TOpenApiDocument): string[] {
  const out: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops as Record<string, any>)) {
      for (const [status, response] of Object.entries((op?.responses ?? {}) as Record<string, any>)) {
        if (!/^2\d\d$/.test(status)) continue;
        const where = `${method.toUpperCase()} ${path} ${status}`;
        const content = Object.entries((response?.content ?? {}) as Record<string, { schema?: TSchema }>);
        if (content.length === 0) out.push(`${where}: no content described`);
        for (const [type, { schema }] of content) {
          if (type.includes('json'))
            out.push(...unconstrainedPaths(schema, doc.components).map((p) => `${where} ${type} ${p}`));
          // A stream of Server-Sent Events is text, its events described in the operation's summary.
          else if (type === 'text/event-stream') {
            if (!(schema && typeof schema === 'object' && schema.type === 'string'))
              out.push(`${where} ${type}: an event stream is described as { type: string }`);
          } else if (!(schema && typeof schema === 'object' && schema.format === 'binary'))
            out.push(`${where} ${type}: a file answer is described as { type: string, format: binary }`);
        }
      }
    }
  }
  return out;
}
