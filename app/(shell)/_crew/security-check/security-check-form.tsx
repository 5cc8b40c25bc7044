'use client';
// A security check: the form's questions, the signer's name and signature,
// then the signed and unsigned PDFs. A stored result is shown read-only.
import { useMemo, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { SignerFields } from '@/app/_components/form/signer-fields';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { apiCall } from '@/lib/client/api/http';
import { newAction, type TQueued, type TQueuedAction } from '@/lib/client/offline-queue';
import { useOutbox } from '@/lib/client/use-outbox';
import { submitOrQueue } from '@/lib/client/submit-or-queue';
import { crewPaths } from '@/lib/domain/field-work/paths';
import { WaitingToSend } from '@/app/_components/outbox/waiting-to-send';
import { RefusedActions } from '@/app/_components/outbox/refused-actions';
import { toast } from '@/lib/client/toast-store';
import type { TForm, TFormResult } from '@/lib/domain/field-work';
import type { TValidationKey, TValidationMessage } from '@/lib/domain/validation';
import { answerPath, emptyAnswers, type TSecurityCheckValues } from './answers';
import { AnswerInput } from '@/app/(shell)/_paperwork/answer-input';
import { SecurityCheckResult } from './security-check-result';

/** The page's own words for some problems; the rest read as the shared `Validation.*` sentences. */
const ANSWER_MESSAGES: Partial<Record<TValidationKey, 'answerRequired' | 'numberInvalid' | 'answerInvalid'>> = {
  required: 'answerRequired',
  notANumber: 'numberInvalid',
  invalid: 'answerInvalid',
};
const REQUIRED: Partial<Record<string, 'nameRequired' | 'signatureRequired'>> = {
  signerName: 'nameRequired',
  signature: 'signatureRequired',
};

type Props = { crewId: number; form: TForm; date: string; shift: string; initial: TFormResult | null };

export function SecurityCheckForm({ crewId, form, date, shift, initial }: Props) {
  const [result, setResult] = useState<TFormResult | null>(initial);
  const isThis = (q: TQueued): q is TQueuedAction =>
    q.kind === 'securityCheck' && q.crewId === crewId && q.date === date && q.body.formId === form.id;
  // Filled in offline: it waits on the device, and once sent the stored result is shown.
  const { queue } = useOutbox((flushed) => {
    if (flushed.sent.some(isThis))
      void apiCall<TFormResult | null>(crewPaths.securityChecks(crewId, { formId: form.id, date, shift })).then(
        setResult,
        () => undefined,
      );
  });
  const waiting = queue.filter((q) => isThis(q) && q.body.shift === shift);
  const refused = <RefusedActions where={({ item }) => isThis(item)} />;
  if (result) return <SecurityCheckResult form={form} result={result} />;
  if (waiting.length)
    return (
      <section aria-labelledby="check-form-title" className="flex flex-col gap-2">
        <h1 id="check-form-title" className="text-lg font-semibold">
          {form.name}
        </h1>
        <WaitingToSend items={waiting} />
      </section>
    );
  return (
    <>
      {refused}
      <SecurityCheckFill crewId={crewId} check={form} date={date} shift={shift} onSaved={setResult} />
    </>
  );
}

type TFillProps = Omit<Props, 'form' | 'initial'> & { check: TForm; onSaved: (result: TFormResult) => void };

function SecurityCheckFill({ crewId, check, date, shift, onSaved }: TFillProps) {
  const mounted = useHydrated();
  const t = useTranslations('SecurityCheckPage');
  const tOutbox = useTranslations('Outbox');
  const { questions } = check;
  const loadSchema = useMemo(
    () => once(() => import('./security-check-schema').then((m) => m.securityCheckSchema(questions))),
    [questions],
  );
  const defaultValues: TSecurityCheckValues = { answers: emptyAnswers(questions), signerName: '', signature: null };
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues,
    messages: (path: string, m: TValidationMessage) => {
      const key = path.startsWith('answers.') ? ANSWER_MESSAGES[m.key] : m.key === 'required' && REQUIRED[path];
      return key ? t(key) : undefined;
    },
    fieldPath: (path) => answerPath(questions, path),
  });

  const onSubmit = form.submit(async (values) => {
    const body = { formId: check.id, date, shift, ...values };
    const saved = await submitOrQueue<TFormResult>(
      newAction('securityCheck', crewPaths.securityChecks(crewId), body, { crewId, date }),
    );
    if (saved) {
      onSaved(saved);
      toast.success(t('savedToast'));
    } else {
      toast.info(tOutbox('savedOffline'));
    }
  });

  // Marked fields get one sentence at the end of the form too, next to the button the user pressed.
  const marked = Object.keys(form.formState.errors).some((key) => key !== 'root');
  const problem = form.formError?.message ?? (marked ? t('fixErrors') : null);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="check-form-title"
      data-ready={mounted}
      className="flex flex-col gap-4"
    >
      <h1 id="check-form-title" className="text-lg font-semibold">
        {check.name}
      </h1>
      <p className="text-sm text-muted">{t('intro', { shift })}</p>
      {questions.map((q, index) => (
        <AnswerInput key={q.id} form={form} name={`answers.${index}`} question={q} id={`question-${index}`} />
      ))}
      <SignerFields
        form={form}
        idPrefix="check"
        nameLabel={t('signerName')}
        signatureLabel={t('signature')}
        busy={form.busy}
      />
      {problem ? (
        <FormMessage kind="error" testId="security-check-error">
          {problem}
        </FormMessage>
      ) : null}
      <SubmitButton busy={form.busy}>{form.busy ? t('submitting') : t('submit')}</SubmitButton>
    </form>
  );
}
