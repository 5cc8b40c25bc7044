'use client';
// One choice from a few, as large radio rows under a legend. The values may be of any type
// (yes/no as booleans): the form keeps the value itself, not the input's text.
import type { ReactNode } from 'react';
import { useController, type FieldPathValue, type FieldValues, type Path } from 'react-hook-form';
import { FieldNotes, fieldAria, type TFieldForm } from './field-parts';

export type TRadioOption<TValue> = { value: TValue; label: string };

export function RadioGroupField<TValues extends FieldValues, TOut, TName extends Path<TValues>>({
  form,
  name,
  label,
  hint,
  id = name,
  options,
}: {
  form: TFieldForm<TValues, TOut>;
  name: TName;
  label: ReactNode;
  hint?: ReactNode;
  /** Defaults to the field's path. */
  id?: string;
  options: ReadonlyArray<TRadioOption<FieldPathValue<TValues, TName>>>;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  return (
    <fieldset role="radiogroup" className="flex flex-col gap-2" {...fieldAria(id, Boolean(hint), error)}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        {options.map((option, i) => (
          <label
            key={String(option.value)}
            className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-lg bg-app px-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary"
          >
            <input
              type="radio"
              name={id}
              id={i === 0 ? id : undefined}
              ref={i === 0 ? field.ref : undefined}
              checked={Object.is(field.value, option.value)}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              className="size-5 shrink-0 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
