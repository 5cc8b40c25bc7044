// Input attributes (maxLength, required) read from a zod object schema, so that no form
// copies a limit. Server components call it and pass the result to their client form: it needs
// the schema itself, and the schema is what the browser loads only on demand.
import type { z } from 'zod';

export type TInputLimits = { required?: boolean; maxLength?: number };
export type TFieldLimits<TName extends string = string> = Partial<Record<TName, TInputLimits>>;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const OPTIONAL = new Set(['optional', 'default', 'prefault']);

function limitsOf(field: z.ZodType): TInputLimits {
  let inner = field;
  let optional = false;
  while (WRAPPERS.has(inner.def.type)) {
    if (OPTIONAL.has(inner.def.type)) optional = true;
    inner = (inner.def as unknown as { innerType: z.ZodType }).innerType;
  }
  const limits: TInputLimits = {};
  if (inner.def.type === 'string') {
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
