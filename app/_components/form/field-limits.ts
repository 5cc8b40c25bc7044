// Input attributes (maxLength, required) read from a zod schema, so that no form copies a limit.
// Server components may call `fieldLimits` and pass the result to their client form; a form on
// `useDomainForm` reads them itself with `limitsAt` once its schema has loaded.
import type { z } from 'zod';

export type TInputLimits = { required?: boolean; maxLength?: number };
export type TFieldLimits<TName extends string = string> = Partial<Record<TName, TInputLimits>>;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const OPTIONAL = new Set(['optional', 'default', 'prefault']);

type TDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: z.ZodRawShape;
  element?: z.ZodType;
  items?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => schema.def as unknown as TDef;

/** The schema of the typed value: wrappers taken off, and a pipe read at its input end. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (WRAPPERS.has(def.type) && def.innerType) {
      if (OPTIONAL.has(def.type)) optional = true;
      inner = def.innerType;
    } else if (def.type === 'pipe' && def.in) inner = def.in;
    else return { inner, optional };
  }
}

function limitsOf(field: z.ZodType): TInputLimits {
  const { inner, optional } = unwrap(field);
  const limits: TInputLimits = {};
  if (defOf(inner).type === 'string') {
    const text = inner as z.ZodString;
    if (text.maxLength !== null) limits.maxLength = text.maxLength;
    if (!optional && (text.minLength ?? 0) > 0) limits.required = true;
  }
  return limits;
}

/** `{ field: { maxLength, required } }` of each text field of an object schema. */
export function fieldLimits<TShape extends z.ZodRawShape>(
  schema: z.ZodObject<TShape>,
): TFieldLimits<Extract<keyof TShape, string>> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [name, limitsOf(field as z.ZodType)]),
  ) as TFieldLimits<Extract<keyof TShape, string>>;
}

/** The limits of the field at a form path (`name`, `lines.2.paid`); none where the schema has no such field. */
export function limitsAt(schema: z.ZodType, path: string): TInputLimits {
  let node: z.ZodType | undefined = schema;
  for (const segment of path.split('.')) {
    const def = defOf(unwrap(node).inner);
    if (def.type === 'object') node = def.shape?.[segment] as z.ZodType | undefined;
    else if (def.type === 'array' && /^\d+$/.test(segment)) node = def.element;
    else if (def.type === 'tuple' && /^\d+$/.test(segment)) node = def.items?.[Number(segment)];
    else node = undefined;
    if (!node) return {};
  }
  return limitsOf(node);
}
