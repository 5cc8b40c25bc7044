// Builds a request body that satisfies a route's JSON schema (from the OpenAPI document),
// so probes reach the handler instead of stopping at validation.
type TSchema = Record<string, any> | undefined;

function resolve(schema: TSchema, components: any): TSchema {
  if (schema && typeof schema.$ref === 'string') {
    const name = String(schema.$ref.split('/').pop());
    return components?.schemas?.[name];
  }
  return schema;
}

export function exampleFromSchema(raw: TSchema, components?: any): unknown {
  const schema = resolve(raw, components);
  if (!schema) return {};
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[key])) {
      const options = (schema[key] as TSchema[]).filter((s) => resolve(s, components)?.type !== 'null');
      if (key === 'allOf') return Object.assign({}, ...options.map((s) => exampleFromSchema(s, components)));
      return exampleFromSchema(options[0], components);
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = exampleFromSchema(schema.properties?.[name], components);
      return out;
    }
    case 'array':
      return schema.minItems ? [exampleFromSchema(schema.items, components)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date' || /\\d\{4\}-\\d\{2\}/.test(schema.pattern ?? '')) return '2026-06-01';
      if (/\[01\]\\d\|2\[0-3\]/.test(schema.pattern ?? '')) return '09:00';
      if (schema.format === 'email') return 'probe@example.com';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return {};
  }
}
