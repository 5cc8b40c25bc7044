'use client';
// A security check (issue 4 item 7): the form's questions, the signer's name and signature,
// then the signed and unsigned PDFs. A stored result is shown read-only.
import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { SignaturePad } from '@/app/_components/signature-pad';
import { toast } from '@/lib/client/toast-store';
import type { TForm, TFormResult } from '@/lib/domain/field-work';
import { ApiClientError, errorCodeOf } from '@/lib/client/fetcher';
import { submitSecurityCheck } from '@/lib/client/api/field-work';
import { securityCheckPdfUrl } from '@/lib/client/api/crew-files';
import { toAnswers } from './answers';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { QuestionField, type TDraftAnswer } from './question-field';

type Props = { crewId: number; form: TForm; date: string; shift: string; initial: TFormResult | null };

export function SecurityCheckForm({ crewId, form, date, shift, initial }: Props) {
  const mounted = useHydrated();
  const t = useTranslations('SecurityCheckPage');
  const tErr = useTranslations('Errors');
  const format = useFormatter();
  const [result, setResult] = useState<TFormResult | null>(initial);
  const [draft, setDraft] = useState<Record<string, TDraftAnswer>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (result) {
    return (
      <section aria-labelledby="check-result-title" data-testid="security-check-result" className="flex flex-col gap-3">
        <h1 id="check-result-title" className="text-lg font-semibold">
          {form.name}
        </h1>
        <p className="text-sm">
          {t('signedBy', {
            name: result.signerName ?? '',
            time: result.signedAt
              ? `${format.dateTime(new Date(result.signedAt), 'short')} ${format.dateTime(new Date(result.signedAt), 'time')}`
              : '',
          })}
        </p>
        <dl className="flex flex-col divide-y divide-line rounded-xl bg-app shadow-box ring-1 ring-line">
          {form.questions.map((q) => {
            const v = result.answers[q.id];
            return (
              <div key={q.id} className="p-3">
                <dt className="text-sm text-muted">{q.label}</dt>
                <dd className="font-medium">
                  {v === undefined ? t('noAnswer') : typeof v === 'boolean' ? t(v ? 'yes' : 'no') : String(v)}
                </dd>
              </div>
            );
          })}
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row">
          <a
            href={securityCheckPdfUrl(result.id, true)}
            download
            className="flex min-h-12 flex-1 items-center justify-center rounded-lg bg-primary px-4 font-medium text-on-primary"
          >
            {t('downloadSigned')}
          </a>
          <a
            href={securityCheckPdfUrl(result.id, false)}
            download
            className="flex min-h-12 flex-1 items-center justify-center rounded-lg px-4 font-medium ring-1 ring-line"
          >
            {t('downloadUnsigned')}
          </a>
        </div>
      </section>
    );
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    const { answers, problems } = toAnswers(form.questions, draft);
    const next: Record<string, string> = {};
    for (const [id, p] of Object.entries(problems)) next[id] = t(p === 'required' ? 'answerRequired' : 'numberInvalid');
    if (!name.trim()) next.signerName = t('nameRequired');
    if (!signature) next.signature = t('signatureRequired');
    setErrors(next);
    if (Object.keys(next).length || !signature) {
      setProblem(t('fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const saved = await submitSecurityCheck(crewId, {
        formId: form.id,
        date,
        shift,
        answers,
        signerName: name.trim(),
        signature,
      });
      setResult(saved);
      toast.success(t('savedToast'));
    } catch (err) {
      const fields = err instanceof ApiClientError ? (err.fields ?? {}) : {};
      const byQuestion: Record<string, string> = {};
      for (const key of Object.keys(fields))
        if (key.startsWith('answers.')) byQuestion[key.slice('answers.'.length)] = t('answerInvalid');
      setErrors(byQuestion);
      setProblem(tErr(errorCodeOf(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="check-form-title"
      data-ready={mounted}
      className="flex flex-col gap-4"
    >
      <h1 id="check-form-title" className="text-lg font-semibold">
        {form.name}
      </h1>
      <p className="text-sm text-muted">{t('intro', { shift })}</p>
      {form.questions.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          value={draft[q.id]}
          error={errors[q.id]}
          onChange={(v) => setDraft((d) => ({ ...d, [q.id]: v }))}
        />
      ))}
      <label htmlFor="check-signer" className="flex flex-col gap-1 font-medium">
        {t('signerName')}
        <input
          id="check-signer"
          value={name}
          maxLength={120}
          autoComplete="name"
          aria-invalid={!!errors.signerName}
          onChange={(e) => setName(e.target.value)}
          className="min-h-12 rounded-lg bg-app px-3 text-base font-normal ring-1 ring-line"
        />
      </label>
      {errors.signerName ? <p className="text-sm text-danger">{errors.signerName}</p> : null}
      <SignaturePad id="check-pad" label={t('signature')} typedName={name} onChange={setSignature} disabled={busy} />
      {errors.signature ? <p className="text-sm text-danger">{errors.signature}</p> : null}
      {problem ? (
        <p role="alert" data-testid="security-check-error" className="rounded-lg bg-soft p-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 rounded-lg bg-primary px-4 font-medium text-on-primary disabled:opacity-60"
      >
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
