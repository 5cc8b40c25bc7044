// /failed-jobs: the tenant's mail and push messages that could not be delivered after the last
// attempt, newest first, each with its reason (planners and office; the backend answers 403 to
// anyone else), each with "Try again". Rendered on the server: client code only for that button.
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { loadOperation } from '@/lib/bff/load';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { listFailedJobs } from '@/lib/domain/system/operations/failed-jobs';
import { RetryJobButton } from './retry-job-button';

export const generateMetadata = () => titleMetadata('failedJobs');

/** The newest this many; older ones wait until these are dealt with. */
const SHOWN = 200;

export default async function FailedJobsPage() {
  const [t, format, result] = await Promise.all([
    getTranslations('FailedJobsPage'),
    getFormatter(),
    loadOperation(listFailedJobs, undefined, { limit: SHOWN }),
  ]);
  if (!result.ok) return <LoadFailed heading={t('loadFailed')} code={result.code} />;
  const jobs = result.data;
  if (jobs.length === 0)
    return (
      <p className="rounded-xl bg-soft p-4" data-testid="failed-jobs-empty">
        {t('empty')}
      </p>
    );
  return (
    <div className="flex flex-col gap-3" data-testid="failed-jobs-page">
      <p className="text-sm text-muted">
        {t('intro')} {jobs.length === SHOWN ? t('newest', { count: SHOWN }) : null}
      </p>
      <ul className="flex flex-col gap-3">
        {jobs.map((job) => (
          <li
            key={job.id}
            data-testid="failed-job"
            data-kind={job.kind}
            className="flex flex-col gap-1 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
          >
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-semibold">{t(`kind.${job.kind}`)}</h2>
              <span className="shrink-0 text-xs text-muted">{format.dateTime(new Date(job.createdAt), 'dayTime')}</span>
            </div>
            {job.mail ? (
              <p className="text-sm break-words">{t('mailTo', { to: job.mail.to, subject: job.mail.subject })}</p>
            ) : null}
            <p className="text-sm break-words" data-testid="failed-job-reason">
              {job.reason ?? t('noReason')}
            </p>
            <div className="flex items-center justify-between gap-2">
              <p className="text-xs text-muted">{t('attempts', { count: job.attempts })}</p>
              <RetryJobButton
                id={job.id}
                words={{
                  retry: t('retry'),
                  label: t('retryLabel', { kind: t(`kind.${job.kind}`) }),
                  retried: t('retried'),
                  failed: t('retryFailed'),
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
