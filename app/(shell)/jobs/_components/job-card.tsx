'use client';
import Link from 'next/link';
import { NO_PREFETCH } from '@/app/_components/ui/no-prefetch';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { placeName } from '@/lib/domain/catalog/places';
import type { TJob } from '@/lib/domain/planning';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { isAwaitingAnswer, jobHref, jobStatusKey } from '@/app/(shell)/_jobs/job-format';
import { AnswerButtons } from './answer-buttons';
import { JobTimes } from './job-times';
import { WaitingToSend } from '@/app/_components/outbox/waiting-to-send';
import type { TQueued } from '@/lib/client/queued-action';

/**
 * Without `onAccept` and `onDecline`, a job awaiting an answer shows no buttons; with an answer
 * `waiting` on the device, it says so instead.
 */
type Props = {
  job: TJob;
  busy?: boolean;
  onAccept?: (job: TJob) => void;
  onDecline?: (job: TJob) => void;
  waiting?: readonly TQueued[];
};

export function JobCard({ job, busy = false, onAccept, onDecline, waiting = [] }: Props) {
  const t = useTranslations('JobsPage');
  const location = job.location ? placeName(job.location) : null;
  return (
    <li data-testid="job-card" data-job-id={job.id} className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold">
          <Link href={jobHref(job)} prefetch={NO_PREFETCH} className="underline-offset-2 hover:underline">
            {job.project.name}
          </Link>
        </h2>
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
      {waiting.length ? (
        <div className="mt-3">
          <WaitingToSend items={waiting} />
        </div>
      ) : onAccept && onDecline && isAwaitingAnswer(job) ? (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <AnswerButtons
            busy={busy}
            onAccept={() => onAccept(job)}
            onDecline={() => onDecline(job)}
            project={job.project.name}
          />
        </div>
      ) : null}
    </li>
  );
}
