'use client';
// A labelled choice of one value, drawn as a row of chips: a radio group, so that keyboards and
// screen readers treat it as one choice (arrow keys move, the chosen one is announced).
import { useId } from 'react';

type TOption<T extends string> = { value: T; label: string };

export function ChoiceChips<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
  wide = false,
}: {
  label: string;
  name: string;
  options: readonly TOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Options share the whole width (two tabs) instead of wrapping as chips. */
  wide?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" data-testid={`filter-${name}`}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className={wide ? 'grid grid-cols-2 gap-1 rounded-xl bg-soft p-1' : 'flex flex-wrap gap-2'}>
        {options.map((o) => {
          const checked = o.value === value;
          return (
            <label
              key={o.value}
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-medium focus-within:outline focus-within:outline-2 ${
                checked
                  ? wide
                    ? 'bg-app text-primary shadow-box'
                    : 'bg-primary text-on-primary'
                  : wide
                    ? 'text-muted hover:text-hover'
                    : 'ring-1 ring-line hover:text-hover'
              }`}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${name}-${id}`}
                value={o.value}
                checked={checked}
                onChange={() => onChange(o.value)}
              />
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
