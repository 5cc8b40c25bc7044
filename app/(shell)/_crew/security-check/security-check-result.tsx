'use client';
// A stored security check, read-only: who signed when, every answer, and the signed and
// unsigned PDFs.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TForm, TFormResult } from '@/lib/domain/field-work';
import { securityCheckPdfUrl } from '@/lib/client/api/crew-files';

export function SecurityCheckResult({ form, result }: { form: TForm; result: TFormResult }) {
  const t = useTranslations('SecurityCheckPage');
  const tAnswer = useTranslations('Answers');
  const format = useFormatter();
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
                {v === undefined ? t('noAnswer') : typeof v === 'boolean' ? tAnswer(v ? 'yes' : 'no') : String(v)}
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
