'use client';
// react-hook-form on a domain zod schema: the schema's checks run in the browser with the same
// message keys the server uses, translated; a failed call lands on the fields and the form.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useCallback, useEffect, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { TValidationKey, TValidationMessage } from '@/lib/domain/validation';
import { afterStartUp } from '@/lib/client/after-start-up';
import { errorMessageKey, type TErrorCode } from '@/lib/client/error-message';
import { applyApiError } from './apply-api-error';
import { limitsAt, type TInputLimits } from './field-limits';
import { SCHEMA_ROOT, schemaResolver, type TFieldMessage, type TSchemaLoader } from './schema-resolver';

/** Where a failed call's form-level error is kept (RHF clears root errors on every submit). */
const SERVER_ROOT = 'root.server' as const;

export type TDomainFormOptions<TValues extends FieldValues, TOut> = {
  /** The zod schema, loaded on first use: `() => import('@/lib/domain/auth').then((m) => m.ZLoginBody)`. */
  schema?: TSchemaLoader<TValues, TOut>;
  defaultValues: DefaultValues<TValues>;
  /**
   * Wording of one field for a message key, e.g. `{ username: { required: t('usernameRequired') } }`;
   * or, for fields made at run time (`answers.3`), a function that words a path's message or
   * answers undefined for the shared sentence.
   */
  messages?: TFieldMessages<TValues>;
  /**
   * The form's path of a path the server names in a failed call, where the two differ: the
   * server's `answers.<questionId>` or `lines.<sent index>.paidMinutes`, read against the form's
   * current values. Null: not a field.
   */
  fieldPath?: (serverPath: string, values: TValues) => string | null;
  /** A form-level error shown until the first submit, e.g. a code from the URL. */
  initialError?: TErrorCode | null;
};

export type TFieldMessages<TValues extends FieldValues> =
  | Partial<Record<Path<TValues>, Partial<Record<TValidationKey, string>>>>
  | ((path: string, message: TValidationMessage) => string | undefined);

export type TFormError = { code: TErrorCode; message: string };

export type TDomainForm<TValues extends FieldValues, TOut> = UseFormReturn<TValues, unknown, TOut> & {
  /** The form-level error to show, with its code for forms that word some codes their own way. */
  formError: TFormError | null;
  /** True while the form is checked and sent. */
  busy: boolean;
  /**
   * The form's onSubmit: checks the values against the schema, then runs `action` with the parsed
   * values; an error it throws (an ApiClientError) lands on the fields and the form. Resolves to
   * true when the action ran through.
   */
  submit: (action: (values: TOut) => Promise<void>) => (event?: BaseSyntheticEvent) => Promise<boolean>;
  /** maxLength and required of the field at a path, read from the schema once it has loaded. */
  inputLimits: (path: string) => TInputLimits;
};

export function useDomainForm<TValues extends FieldValues, TOut = TValues>(
  options: TDomainFormOptions<TValues, TOut>,
): TDomainForm<TValues, TOut> {
  const { schema, defaultValues, messages, fieldPath, initialError = null } = options;
  const tv = useTranslations('Validation');
  const t = useTranslations();
  const fieldMessage: TFieldMessage = (path, m) =>
    (typeof messages === 'function' ? messages(path, m) : messages?.[path as Path<TValues>]?.[m.key]) ??
    tv(m.key, m.values);

  const form = useForm<TValues, unknown, TOut>({
    defaultValues,
    resolver: schema ? schemaResolver(schema, fieldMessage) : undefined,
  });

  // Fetch the schema's chunk on the first touch, key or focus, or once the page has been up a few
  // seconds (afterStartUp): not during the page's start-up, where it would be one of the longest tasks,
  // and still before the first check needs it. The inputs then take their limits from it. A
  // failed fetch is tried again on submit.
  const [loaded, setLoaded] = useState<z.ZodType | null>(null);
  useEffect(() => {
    if (!schema) return;
    let current = true;
    const cancel = afterStartUp(() =>
      schema().then(
        (s) => current && setLoaded(() => s),
        () => {},
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [schema]);
  const inputLimits = useCallback((path: string) => (loaded ? limitsAt(loaded, path) : {}), [loaded]);

  const { errors, isSubmitting, submitCount } = form.formState;
  const server = get(errors, SERVER_ROOT) as { type?: string; message?: string } | undefined;
  const whole = get(errors, SCHEMA_ROOT) as { message?: string } | undefined;
  let formError: TFormError | null = null;
  if (server?.message) formError = { code: server.type as TErrorCode, message: server.message };
  else if (whole?.message) formError = { code: 'VALIDATION_FAILED', message: whole.message };
  else if (initialError && submitCount === 0)
    formError = { code: initialError, message: t(errorMessageKey(initialError)) };

  const submit: TDomainForm<TValues, TOut>['submit'] = (action) => async (event) => {
    let done = false;
    await form.handleSubmit(async (values) => {
      try {
        await action(values);
        done = true;
      } catch (err) {
        applyApiError(err, {
          fieldPath: fieldPath && ((path) => fieldPath(path, form.getValues())),
          hasField: (path) => get(form.getValues(), path) !== undefined,
          fieldMessage,
          setFieldError: (path, m, focus) =>
            form.setError(path as Path<TValues>, { type: m.key, message: m.text }, { shouldFocus: focus }),
          setFormError: (code) => form.setError(SERVER_ROOT, { type: code, message: t(errorMessageKey(code)) }),
        });
      }
    })(event);
    return done;
  };

  return { ...form, formError, busy: isSubmitting, submit, inputLimits };
}
