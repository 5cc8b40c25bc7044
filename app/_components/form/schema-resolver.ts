// The resolver of every form: the zod schema is loaded on first use (zod stays out of the page's
// first load), and each issue becomes the translated sentence of its message key, the same key the
// server would answer with. zodResolver cannot do this: in zod 4 a schema's own (English) message
// wins over any error map given at parse time.
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { validationMessage, type TValidationMessage } from '@/lib/domain/validation';

/** Loads a schema, typically `() => import('@/lib/domain/auth').then((m) => m.ZLoginBody)`. */
export type TSchemaLoader<TValues extends FieldValues, TOut> = () => Promise<z.ZodType<TOut, TValues>>;
/** The sentence shown for a field's message key. */
export type TFieldMessage = (path: string, message: TValidationMessage) => string;

/**
 * A loader that imports and builds its schema once, for schemas made from data
 * (`once(() => import('./x').then((m) => m.schemaFor(questions)))`); a failed import is tried again.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    }));
}

/** Where a problem of the whole form (an issue without a path) is kept: RHF's root errors. */
export const SCHEMA_ROOT = 'root.schema';

export function schemaResolver<TValues extends FieldValues, TOut>(
  load: TSchemaLoader<TValues, TOut>,
  fieldMessage: TFieldMessage,
): Resolver<TValues, unknown, TOut> {
  return async (values, _context, options) => {
    const schema = await load();
    // The input stays in the issues so that an empty value reads as `required`.
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length ? issue.path.map(String).join('.') : SCHEMA_ROOT;
      if (errors[path]) continue;
      const message = validationMessage(issue);
      errors[path] = { type: message.key, message: fieldMessage(path, message) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
