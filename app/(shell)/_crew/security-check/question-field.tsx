'use client';
// One question of a form, by type: yes/no and choice as radio groups (large tap targets), text
// and number as inputs. The value is kept as chosen or typed; the form's schema converts it.
import { useTranslations } from 'next-intl';
import type { TFieldForm } from '@/app/_components/form/field-parts';
import { RadioGroupField } from '@/app/_components/form/radio-group-field';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { TextField } from '@/app/_components/form/text-field';
import type { TFormQuestion } from '@/lib/domain/field-work';
import type { TSecurityCheckValues } from './answers';

type Props<TOut> = { form: TFieldForm<TSecurityCheckValues, TOut>; question: TFormQuestion; index: number };

export function QuestionField<TOut>({ form, question: q, index }: Props<TOut>) {
  const t = useTranslations('SecurityCheckPage');
  const name = `answers.${index}` as const;
  const id = `question-${index}`;
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
  return (
    <div data-testid={`question-${q.id}`}>
      {q.type === 'yesNo' || q.type === 'choice' ? (
        <RadioGroupField
          form={form}
          name={name}
          id={id}
          label={label}
          options={
            q.type === 'yesNo'
              ? [
                  { value: true, label: t('yes') },
                  { value: false, label: t('no') },
                ]
              : (q.options ?? []).map((o) => ({ value: o, label: o }))
          }
        />
      ) : q.type === 'number' ? (
        <TextField form={form} name={name} id={id} label={label} inputMode="decimal" />
      ) : (
        <TextareaField form={form} name={name} id={id} label={label} rows={3} />
      )}
    </div>
  );
}
