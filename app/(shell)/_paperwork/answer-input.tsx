'use client';
// The input of one question of a form, a security check or a document's fields, by its type: yes/no and choices as radio rows (large tap targets),
// numbers and text as inputs. The value stays as chosen or typed; the form's schema converts it.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { FieldPathValue, FieldValues, Path } from 'react-hook-form';
import type { TFieldForm } from '@/app/_components/form/field-parts';
import { RadioGroupField, type TRadioOption } from '@/app/_components/form/radio-group-field';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { TextField } from '@/app/_components/form/text-field';
import type { TFormQuestion } from '@/lib/domain/field-work';

type Props<TValues extends FieldValues, TOut> = {
  form: TFieldForm<TValues, TOut>;
  name: string;
  question: TFormQuestion;
  id: string;
  /** A question shown alone on its page: its label is the page's heading size. */
  large?: boolean;
};

export function AnswerInput<TValues extends FieldValues, TOut>({
  form,
  name,
  question: q,
  id,
  large,
}: Props<TValues, TOut>) {
  const t = useTranslations('Answers');
  const path = name as Path<TValues>;
  const label = (
    <span className={large ? 'text-lg font-semibold' : undefined}>
      {q.label}
      {q.required ? (
        <span className="text-danger">
          {' '}
          *<span className="sr-only">{t('required')}</span>
        </span>
      ) : null}
    </span>
  );
  return (
    <div data-testid={`question-${q.id}`}>
      {q.type === 'yesNo' || q.type === 'choice' ? (
        <RadioGroupField
          form={form}
          name={path}
          id={id}
          label={label}
          options={
            (q.type === 'yesNo'
              ? [
                  { value: true, label: t('yes') },
                  { value: false, label: t('no') },
                ]
              : (q.options ?? []).map((o) => ({ value: o, label: o }))) as unknown as ReadonlyArray<
              TRadioOption<FieldPathValue<TValues, Path<TValues>>>
            >
          }
        />
      ) : q.type === 'number' ? (
        <TextField form={form} name={path} id={id} label={label} inputMode="decimal" />
      ) : (
        <TextareaField form={form} name={path} id={id} label={label} rows={3} />
      )}
    </div>
  );
}
