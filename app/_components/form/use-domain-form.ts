'use client';
// react-hook-form on a domain zod schema: the schema's checks run in the browser with the same
// message keys the server uses, translated; a failed call lands on the fields and the form.
import { useTranslations } from 'next-intl';
import { useEffect, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { TValidationKey } from '@/lib/domain/validation';
import { errorMessageKey, type TErrorCode } from '@/lib/client/error-message';
import { applyApiError } from './apply-api-error';
import { SCHEMA_ROOT, schemaResolver, type TFieldMessage, type TSchemaLoader } from './schema-resolver';

/** Where a failed call's form-level error is kept (RHF clears root errors on every submit). */
const SERVER_ROOT = 'root.server' as const;

export type TDomainFormOptions<TValues extends FieldValues, TOut> = {
  /** The zod schema, loaded on first use: `() => import('@/lib/domain/auth').then((m) => m.ZLoginBody)`. */
  schema?: TSchemaLoader<TValues, TOut>;
  defaultValues: DefaultValues<TValues>;
  /** Wording of one field for a message key, e.g. `{ username: { required: t('usernameRequired') } }`. */
  messages?: Partial<Record<Path<TValues>, Partial<Record<TValidationKey, string>>>>;
  /** A form-level error shown until the first submit, e.g. a code from the URL. */
  initialError?: TErrorCode | null;
};

export type TFormError = { code: TErrorCode; message: string };

export type TDomainForm<TValues extends FieldValues, TOut> = UseFormReturn<TValues, unknown, TOut> & {
  /** The form-level error to show, with its code for forms that word some codes their own way. */
  formError: TFormError | null;
  /** True while the form is checked and sent. */
  busy: boolean;
  /**
   * The form's onSubmit: checks the values against the schema, then runs `action` with the parsed
   * values; an error it throws (an ApiClientError) lands on the fields and the form.
   */
  submit: (action: (values: TOut) => Promise<void>) => (event?: BaseSyntheticEvent) => Promise<void>;
};

export function useDomainForm<TValues extends FieldValues, TOut = TValues>(
  options: TDomainFormOptions<TValues, TOut>,
): TDomainForm<TValues, TOut> {
  const { schema, defaultValues, messages, initialError = null } = options;
  const tv = useTranslations('Validation');
  const t = useTranslations();
  const fieldMessage: TFieldMessage = (path, m) => messages?.[path as Path<TValues>]?.[m.key] ?? tv(m.key, m.values);

  const form = useForm<TValues, unknown, TOut>({
    defaultValues,
    resolver: schema ? schemaResolver(schema, fieldMessage) : undefined,
  });

  // Fetch the schema's chunk once the page is up, so that the first check does not wait for it.
  useEffect(() => {
    void schema?.();
  }, [schema]);

  const { errors, isSubmitting, submitCount } = form.formState;
  const server = get(errors, SERVER_ROOT) as { type?: string; message?: string } | undefined;
  const whole = get(errors, SCHEMA_ROOT) as { message?: string } | undefined;
  let formError: TFormError | null = null;
  if (server?.message) formError = { code: server.type as TErrorCode, message: server.message };
  else if (whole?.message) formError = { code: 'VALIDATION_FAILED', message: whole.message };
  else if (initialError && submitCount === 0)
    formError = { code: initialError, message: t(errorMessageKey(initialError)) };

  const submit: TDomainForm<TValues, TOut>['submit'] = (action) =>
    form.handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (err) {
        applyApiError(err, {
          hasField: (path) => get(defaultValues, path) !== undefined,
          fieldMessage,
          setFieldError: (path, m, focus) =>
            form.setError(path as Path<TValues>, { type: m.key, message: m.text }, { shouldFocus: focus }),
          setFormError: (code) => form.setError(SERVER_ROOT, { type: code, message: t(errorMessageKey(code)) }),
        });
      }
    });

  return { ...form, formError, busy: isSubmitting, submit };
}
