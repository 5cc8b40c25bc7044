// The form as a whole: where the user stands, each question with its answer (a link back to it),
// then signing once every required question is answered; a signed form shows its PDFs and can be
// sent by email.
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { TFormPerform } from '@/lib/domain/paperwork';
import type { TAnswerValue, TFormQuestion } from '@/lib/domain/field-work';
import { formPdfUrl } from '@/lib/client/api/paperwork';
import { ActionLink, DownloadLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { FormSend, FormSign } from './lazy-forms';

export async function FormOverview({ perform, base }: { perform: TFormPerform; base: string }) {
  const [t, tAnswer, format] = await Promise.all([
    getTranslations('FormPage'),
    getTranslations('Answers'),
    getFormatter(),
  ]);
  const { form, result, status } = perform;
  const answers = result?.answers ?? {};
  const text = (q: TFormQuestion, v: TAnswerValue | undefined) =>
    v === undefined ? t('unanswered') : q.type === 'yesNo' ? tAnswer(v ? 'yes' : 'no') : String(v);
  const missing = form.questions.filter((q) => q.required && answers[q.id] === undefined);
  const firstOpen = form.questions.find((q) => answers[q.id] === undefined) ?? form.questions[0];
  const href = (q: TFormQuestion) => `${base}/${encodeURIComponent(q.id)}`;
  const signed = status === 'signed';
  return (
    <div className="flex flex-col gap-4" data-testid="form-overview">
      <Card id="form">
        <div className="mb-2 flex items-start justify-between gap-3">
          <h1 className="text-lg font-semibold">{form.name}</h1>
          <StatusBadge testId="form-status">{t(`statuses.${status}`)}</StatusBadge>
        </div>
        <p className="text-sm text-muted">
          {signed && result?.signedAt
            ? t('signedBy', {
                name: result.signerName ?? '',
                when: format.dateTime(new Date(result.signedAt), 'dayTime'),
              })
            : t('intro', { count: form.questions.length })}
        </p>
        {!signed && firstOpen ? (
          <div className="mt-3">
            <ActionLink href={href(firstOpen)} primary testId="form-start">
              {status === 'new' ? t('start') : t('continue')}
            </ActionLink>
          </div>
        ) : null}
      </Card>
      {status !== 'new' ? (
        <Card id="form-answers" title={t('answers')}>
          <ol className="flex flex-col divide-y divide-line" data-testid="form-answers">
            {form.questions.map((q) => (
              <li key={q.id} className="py-2" data-testid={`answer-${q.id}`}>
                <p className="text-sm font-medium">{q.label}</p>
                {signed ? (
                  <p>{text(q, answers[q.id])}</p>
                ) : (
                  <Link href={href(q)} className="text-primary underline underline-offset-2">
                    {text(q, answers[q.id])}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
      {signed ? (
        <Card id="form-files" title={t('files')}>
          <div className="flex flex-col gap-2 sm:flex-row">
            <DownloadLink href={formPdfUrl(form.id, true)} testId="form-signed-pdf">
              {t('downloadSigned')}
            </DownloadLink>
            <DownloadLink href={formPdfUrl(form.id, false)} look="secondary">
              {t('downloadAnswers')}
            </DownloadLink>
          </div>
          <div className="mt-4">
            <FormSend formId={form.id} />
          </div>
        </Card>
      ) : status !== 'new' ? (
        missing.length ? (
          <p role="status" className="rounded-xl bg-soft p-4" data-testid="form-missing">
            {t('missing', { count: missing.length })}{' '}
            <Link href={href(missing[0]!)} className="font-medium text-primary underline underline-offset-2">
              {missing[0]!.label}
            </Link>
          </p>
        ) : (
          <FormSign formId={form.id} />
        )
      ) : null}
    </div>
  );
}
