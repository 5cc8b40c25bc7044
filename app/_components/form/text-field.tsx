'use client';
import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame, fieldAria, useFieldError, registered, type TFieldProps } from './field-parts';
import { INPUT_CLASS } from './input-class';

type TInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'children'>;

/** A labelled text input (text, password, email, number…) registered on the form. */
export function TextField<TValues extends FieldValues, TOut>({
  form,
  name,
  label,
  hint,
  id = name,
  ...input
}: TFieldProps<TValues, TOut> & TInputProps) {
  const error = useFieldError(form.control, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={INPUT_CLASS}
        {...fieldAria(id, Boolean(hint), error)}
        {...form.inputLimits?.(name)}
        {...input}
        {...registered(form, name)}
      />
    </FieldFrame>
  );
}
