'use client';
import type { SelectHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame, fieldAria, useFieldError, registered, type TFieldProps } from './field-parts';
import { INPUT_CLASS } from './input-class';

type TSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'id' | 'children'>;
export type TSelectOption = { value: string; label: string };

/** A labelled choice from a list; `placeholder` adds an empty first option. */
export function SelectField<TValues extends FieldValues, TOut>({
  form,
  name,
  label,
  hint,
  id = name,
  options,
  placeholder,
  ...select
}: TFieldProps<TValues, TOut> & TSelectProps & { options: readonly TSelectOption[]; placeholder?: string }) {
  const error = useFieldError(form.control, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={INPUT_CLASS}
        {...fieldAria(id, Boolean(hint), error)}
        {...select}
        {...registered(form, name)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
