'use client';
// Fields whose value is not the text typed: a calendar date (an empty one is null), a whole
// number and a choice of a record by id (a number, or null for "none"). They hand the schema the
// type it checks, so that no form converts values by hand.
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame, fieldAria, useFieldError, registered, type TFieldProps } from './field-parts';
import { INPUT_CLASS } from './input-class';

type TInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'children' | 'type'>;
type TSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'id' | 'children'>;

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** A calendar date (YYYY-MM-DD); an empty field is null. */
export function DateField<TValues extends FieldValues, TOut>({
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
        type="date"
        className={INPUT_CLASS}
        {...fieldAria(id, Boolean(hint), error)}
        {...input}
        {...registered(form, name, { setValueAs: emptyToNull })}
      />
    </FieldFrame>
  );
}

/** A whole number; an empty field is null. */
export function NumberField<TValues extends FieldValues, TOut>({
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
        type="number"
        inputMode="numeric"
        step={1}
        className={INPUT_CLASS}
        {...fieldAria(id, Boolean(hint), error)}
        {...input}
        {...registered(form, name, { setValueAs: toNumber })}
      />
    </FieldFrame>
  );
}

/** One record of a list by its id; `none` adds an empty first choice (null). */
export function IdSelectField<TValues extends FieldValues, TOut>({
  form,
  name,
  label,
  hint,
  id = name,
  options,
  none,
  ...select
}: TFieldProps<TValues, TOut> & TSelectProps & { options: readonly { id: number; name: string }[]; none?: string }) {
  const error = useFieldError(form.control, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={INPUT_CLASS}
        {...fieldAria(id, Boolean(hint), error)}
        {...select}
        {...registered(form, name, { setValueAs: toNumber })}
      >
        {none !== undefined ? <option value="">{none}</option> : null}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
