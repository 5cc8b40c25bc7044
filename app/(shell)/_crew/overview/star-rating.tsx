'use client';
// A 1–5 star choice as a radio group: arrow keys move, each star has its spoken value. As a form
// field it takes the ref of the element to focus and the aria wiring of its error.
import { useId } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { RefCallBack } from 'react-hook-form';
import { Sign } from '@/app/_components/ui/sign';

export function StarRating({
  label,
  value,
  onChange,
  disabled,
  inputRef,
  ...aria
}: {
  label: string;
  value: number | null;
  onChange: (n: number) => void;
  disabled?: boolean;
  /** Gets the first star, focused when the rating is missing. */
  inputRef?: RefCallBack;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const t = useTranslations('CrewChiefJob');
  const name = useId();
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{label}</legend>
      <div role="radiogroup" aria-label={label} className="flex gap-1" {...aria}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              ref={n === 1 ? inputRef : undefined}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
              aria-label={t('stars', { count: n })}
            />
            <span
              aria-hidden="true"
              className={`flex h-12 w-12 items-center justify-center rounded-lg text-3xl peer-focus-visible:ring-2 peer-focus-visible:ring-primary ${value !== null && n <= value ? 'text-warning' : 'text-line'}`}
            >
              <Sign name="star" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
