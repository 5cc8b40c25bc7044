'use client';
// One question of a form, by type: yes/no and choice as radio groups (large tap targets),
// text and number as inputs. The value is kept as typed; the form converts it on submit.
import { useTranslations } from 'next-intl';
import type { TFormQuestion } from '@/lib/domain/field-work';

export type TDraftAnswer = string | boolean | undefined;

type Props = { question: TFormQuestion; value: TDraftAnswer; error?: string; onChange: (v: TDraftAnswer) => void };

export function QuestionField({ question: q, value, error, onChange }: Props) {
  const t = useTranslations('SecurityCheckPage');
  const id = `q-${q.id}`;
  const errorId = `${id}-error`;
  const label = (
    <>
      {q.label}
      {q.required ? (
        <span className="text-danger">
          {' '}
          *<span className="sr-only">{t('required')}</span>
        </span>
      ) : null}
    </>
  );
  const radio = (key: string, text: string, checked: boolean, pickValue: string | boolean) => (
    <label
      key={key}
      className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-lg bg-app px-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary"
    >
      <input type="radio" name={id} checked={checked} onChange={() => onChange(pickValue)} className="h-5 w-5" />
      {text}
    </label>
  );

  if (q.type === 'yesNo' || q.type === 'choice') {
    return (
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        data-testid={`question-${q.id}`}
      >
        <legend className="mb-1 font-medium">{label}</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          {q.type === 'yesNo'
            ? [radio('yes', t('yes'), value === true, true), radio('no', t('no'), value === false, false)]
            : (q.options ?? []).map((o) => radio(o, o, value === o, o))}
        </div>
        {error ? (
          <p id={errorId} className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }
  const common = {
    id,
    value: typeof value === 'string' ? value : '',
    'aria-invalid': !!error,
    'aria-describedby': error ? errorId : undefined,
    className: 'min-h-12 rounded-lg bg-app px-3 py-2 text-base ring-1 ring-line',
  };
  return (
    <div className="flex flex-col gap-1" data-testid={`question-${q.id}`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {q.type === 'number' ? (
        <input {...common} type="text" inputMode="decimal" onChange={(e) => onChange(e.target.value)} />
      ) : (
        <textarea {...common} rows={3} maxLength={2000} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
