'use client';
import type { TextareaHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame, fieldAria, useFieldError, registered, type TFieldProps } from './field-parts';
import { INPUT_CLASS } from './input-class';

type TTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id' | 'children'>;

/** A labelled multi-line text registered on the form. */
export function TextareaField<TValues extends FieldValues, TOut>({
  form,
  name,
  label,
  hint,
  id = name,
  rows = 4,
  ...textarea
}: TFieldProps<TValues, TOut> & TTextareaProps) {
  const error = useFieldError(form.control, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={rows}
        className={`${INPUT_CLASS} py-2`}
        {...fieldAria(id, Boolean(hint), error)}
        {...form.inputLimits?.(name)}
        {...textarea}
        {...registered(form, name)}
      />
    </FieldFrame>
  );
}
