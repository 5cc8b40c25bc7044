'use client';
// A field whose input is a component of its own (a star rating, a signature pad): it gets the
// value, the change handler, a ref for the element to focus when the field is wrong and the aria
// wiring of its error; the error shows below it. The component labels itself.
import type { ReactNode } from 'react';
import { useController, type FieldPathValue, type FieldValues, type Path, type RefCallBack } from 'react-hook-form';
import { FieldFrame, fieldAria, type TFieldForm } from './field-parts';

export type TCustomInput<TValue> = {
  id: string;
  value: TValue;
  onChange: (value: TValue) => void;
  onBlur: () => void;
  /** For the element that takes the focus when the field is wrong. */
  ref: RefCallBack;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

export function CustomField<TValues extends FieldValues, TOut, TName extends Path<TValues>>({
  form,
  name,
  id = name,
  hint,
  render,
}: {
  form: TFieldForm<TValues, TOut>;
  name: TName;
  /** Defaults to the field's path. */
  id?: string;
  hint?: ReactNode;
  render: (input: TCustomInput<FieldPathValue<TValues, TName>>) => ReactNode;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  return (
    <FieldFrame id={id} hint={hint} error={error}>
      {render({
        id,
        value: field.value,
        onChange: field.onChange,
        onBlur: field.onBlur,
        ref: field.ref,
        ...fieldAria(id, Boolean(hint), error),
      })}
    </FieldFrame>
  );
}
