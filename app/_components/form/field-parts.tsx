'use client';
// What every field shares: its error from the form state, the aria wiring of hint and error, its
// frame (label, control, hint, error), and the look of the inputs (large tap targets).
import {
  get,
  useFormState,
  type Control,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';
import type { TInputLimits } from './field-limits';

/** The translated error of one field; re-renders only when that field's state changes. */
export function useFieldError<TValues extends FieldValues, TOut>(
  control: Control<TValues, unknown, TOut>,
  name: Path<TValues>,
): string | undefined {
  const { errors } = useFormState({ control, name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/** aria-invalid and aria-describedby of a field with an optional hint and error. */
export function fieldAria(id: string, hint: boolean, error: string | undefined) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined } as const;
}

export function FieldNotes({ id, hint, error }: { id: string; hint?: React.ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A field's frame: its label above the control (unless the control carries its own), then its notes. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label?: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      {label !== undefined ? (
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      ) : null}
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** What a field needs of its form; `inputLimits` gives maxLength and required from the schema. */
export type TFieldForm<TValues extends FieldValues, TOut> = {
  control: Control<TValues, unknown, TOut>;
  register: UseFormRegister<TValues>;
  inputLimits?: (path: string) => TInputLimits;
};

/** Props every field takes: the form, the field's path, its label and hint. */
export type TFieldProps<TValues extends FieldValues, TOut> = {
  form: TFieldForm<TValues, TOut>;
  name: Path<TValues>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Defaults to the field's path. */
  id?: string;
};

/**
 * A field registered on its form, with the form's default value in the server's HTML as well:
 * register() writes the value into the input only once the page's script runs, so without it the
 * first paint showed the fields empty. `checked` for a checkbox.
 */
export function registered<TValues extends FieldValues, TOut>(
  form: TFieldForm<TValues, TOut>,
  name: Path<TValues>,
  options?: RegisterOptions<TValues, Path<TValues>>,
  kind: 'value' | 'checked' = 'value',
) {
  const initial: unknown = get(form.control._defaultValues, name);
  const shown =
    kind === 'checked'
      ? { defaultChecked: initial === true }
      : { defaultValue: (initial ?? undefined) as string | number | undefined };
  return { ...shown, ...form.register(name, options) };
}
