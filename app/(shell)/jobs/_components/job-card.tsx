'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TJob } from '@/lib/domain/planning';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { isAwaitingAnswer, jobHref, jobStatusKey } from '@/app/(shell)/_jobs/job-format';
import { JobTimes } from './job-times';

type Props = { job: TJob; busy: boolean; onAccept: (job: TJob) => void; onDecline: (job: TJob) => void };

export function JobCard({ job, busy, onAccept, onDecline }: Props) {
  const t = useTranslations('JobsPage');
  const location = job.location ? [job.location.name, job.location.city].filter(Boolean).join(', ') : null;
  return (
    <li data-testid="job-card" data-job-id={job.id} className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">
          <Link href={jobHref(job)} className="underline-offset-2 hover:underline">
            {job.project.name}
          </Link>
        </h3>
        <StatusBadge testId="job-status">{t(`statuses.${jobStatusKey(job.status)}`)}</StatusBadge>
      </div>
      <p className="text-sm">
        {job.crew.name} · {job.function.name}
      </p>
      <p className="text-sm text-muted">
        <JobTimes startsAt={job.startsAt} endsAt={job.endsAt} />
      </p>
      {location ? <p className="text-sm text-muted">{location}</p> : null}
      {job.isCrewChief ? <p className="mt-1 text-xs font-semibold text-hover">{t('youAreCrewChief')}</p> : null}
      {isAwaitingAnswer(job) ? (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => onAccept(job)}
            aria-label={t('acceptLabel', { project: job.project.name })}
            className="min-h-12 rounded-lg bg-primary px-4 font-medium text-on-primary disabled:opacity-60"
          >
            {t('accept')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => onDecline(job)}
            aria-label={t('declineLabel', { project: job.project.name })}
            className="min-h-12 rounded-lg px-4 font-medium text-danger ring-1 ring-line disabled:opacity-60"
          >
            {t('decline')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
