'use client';
// One question of a form on its own page: the answer is saved (and checked by the server) when
// the user goes on, then the next question's URL opens. "Previous" and the browser's back button
// both go to the question before, with the answer as saved.
import Link from 'next/link';
import { useEffect, useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { saveFormAnswers } from '@/lib/client/api/paperwork';
import { useFormPerform } from '@/lib/client/api/forms-perform';
import type { TAnswerValue, TFormQuestion } from '@/lib/domain/field-work';
import { AnswerInput } from '../../../_paperwork/answer-input';
import { draftOf, type TDraftAnswer } from '../../../_paperwork/answers';

type Props = {
  formId: number;
  formName: string;
  question: TFormQuestion;
  position: { index: number; total: number };
  value: TAnswerValue | undefined;
  nextHref: string;
  previousHref: string;
};

export function FormQuestion({ formId, formName, question, position, value, nextHref, previousHref }: Props) {
  const t = useTranslations('FormPage');
  const router = useRouter();
  const ready = useHydrated();
  const loadSchema = useMemo(
    () => once(() => import('../../../_paperwork/answer-schema').then((m) => m.singleAnswerSchema(question))),
    [question],
  );
  const form = useDomainForm<{ answer: TDraftAnswer }, { answer: TAnswerValue | null }>({
    schema: loadSchema,
    defaultValues: { answer: draftOf(question, value) },
    messages: (path, m) =>
      m.key === 'required' ? t('answerRequired') : m.key === 'notANumber' ? t('numberInvalid') : undefined,
    fieldPath: (path) => (path === `answers.${question.id}` ? 'answer' : null),
  });
  // The browser's back and forward buttons show the page as it was first drawn; the answer saved
  // since then is read again, and fills the field unless the user has started to change it. A
  // message the field shows already stays. No reset while Next is being checked, nor one that
  // changes nothing: react-hook-form drops a submit that a reset overtakes, so an empty question's
  // "must be answered" would never show when the saved answers arrive during the check.
  const fresh = useFormPerform(formId);
  const saved = fresh.data?.result?.answers[question.id];
  const loaded = fresh.data !== undefined;
  const { reset, getValues, formState } = form;
  const dirty = formState.isDirty;
  const checking = formState.isSubmitting;
  useEffect(() => {
    if (!loaded || dirty || checking) return;
    const draft = draftOf(question, saved);
    if (draft !== getValues('answer')) reset({ answer: draft }, { keepErrors: true });
  }, [loaded, saved, dirty, checking, reset, getValues, question]);
  const onSubmit = form.submit(async ({ answer }) => {
    // What the server kept is what this question shows when the user comes back to it.
    await fresh.mutate(await saveFormAnswers(formId, { [question.id]: answer ?? '' }), { revalidate: false });
    router.push(nextHref);
  });
  const last = position.index === position.total - 1;
  return (
    <form onSubmit={onSubmit} noValidate data-ready={ready} className="flex flex-col gap-4" aria-labelledby="form-name">
      <div className="flex flex-col gap-1">
        <h1 id="form-name" className="text-sm font-medium text-muted">
          {formName}
        </h1>
        <p className="text-sm" data-testid="question-position">
          {t('position', { index: position.index + 1, total: position.total })}
        </p>
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-primary"
          max={position.total}
          value={position.index + 1}
          aria-label={t('progress')}
        />
      </div>
      <AnswerInput form={form} name="answer" question={question} id={`answer-${question.id}`} large />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <SubmitButton busy={form.busy}>{form.busy ? t('saving') : last ? t('toOverview') : t('next')}</SubmitButton>
      <Link
        href={previousHref}
        data-testid="previous-question"
        className="flex min-h-12 items-center justify-center rounded-lg font-medium ring-1 ring-line"
      >
        {position.index === 0 ? t('toOverview') : t('previous')}
      </Link>
    </form>
  );
}
