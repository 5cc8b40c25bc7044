'use client';
import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame, fieldAria, useFieldError, registered, type TFieldProps } from './field-parts';

type TCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'children' | 'type'>;

/** A checkbox with its label beside it; the whole row is the tap target. */
export function CheckboxField<TValues extends FieldValues, TOut>({
  form,
  name,
  label,
  hint,
  id = name,
  ...input
}: TFieldProps<TValues, TOut> & TCheckboxProps) {
  const error = useFieldError(form.control, name);
  return (
    <FieldFrame id={id} hint={hint} error={error}>
      <label htmlFor={id} className="flex min-h-12 items-center gap-3 text-base">
        <input
          id={id}
          type="checkbox"
          className="size-5 shrink-0 accent-primary"
          {...fieldAria(id, Boolean(hint), error)}
          {...input}
          {...registered(form, name, undefined, 'checked')}
        />
        <span>{label}</span>
      </label>
    </FieldFrame>
  );
}
