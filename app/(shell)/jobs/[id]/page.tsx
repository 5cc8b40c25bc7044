// /jobs/{id}: one job (an assignment, or with ?kind=application an application).
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { ActionLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { Detail } from '@/app/_components/ui/detail-list';
import { LoadError } from '@/app/_components/ui/load-error';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { isAwaitingAnswer, jobStatusKey } from '@/app/(shell)/_jobs/job-format';
import { loadJob } from '../_lib/job-data';
import { JobAnswer } from '../_components/job-answer';
import { JobTimes } from '../_components/job-times';
import { placeName } from '@/lib/domain/catalog/places';
import { getJobSwap } from '@/lib/bff/queries/shift-swaps';
import { JobSwap } from '@/app/(shell)/_shift-swaps/job-swap';

export const generateMetadata = () => titleMetadata('job');

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function JobPage({ params, searchParams }: Props) {
  const [{ id }, query, t, tRoot, format] = await Promise.all([
    params,
    searchParams,
    getTranslations('JobsPage'),
    getTranslations(),
    getFormatter(),
  ]);
  const { job: result, isChief } = await loadJob(id, query.kind);
  if (!result.ok)
    return <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(result.code))} code={result.code} />;
  const job = result.data;
  const isAssignment = job.kind === 'assignment';
  const swap = isAssignment ? await getJobSwap(job.id) : null;
  const link = 'font-medium text-primary underline underline-offset-2';
  return (
    <div className="flex flex-col gap-4" data-testid="job-details">
      <Card id="job">
        <div className="mb-2 flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold">{job.project.name}</h2>
          <StatusBadge testId="job-status">{t(`statuses.${jobStatusKey(job.status)}`)}</StatusBadge>
        </div>
        <dl>
          <Detail label={t('crew')}>
            {isAssignment ? (
              <Link href={`/crews/${job.crew.id}`} className={link} data-testid="job-crew-link">
                {job.crew.name}
              </Link>
            ) : (
              job.crew.name
            )}
          </Detail>
          <Detail label={t('function')}>{job.function.name}</Detail>
          <Detail label={t('when')}>
            <JobTimes startsAt={job.startsAt} endsAt={job.endsAt} />
          </Detail>
          {job.location ? (
            <Detail label={t('location')}>
              <Link href={`/locations/${job.location.id}`} className={link} data-testid="job-location-link">
                {placeName(job.location)}
              </Link>
            </Detail>
          ) : null}
          <Detail label={t('crewChief')}>{job.crewChief?.name ?? t('noCrewChief')}</Detail>
          <Detail label={t('projectNumber')}>{job.project.number}</Detail>
        </dl>
        {isChief ? <p className="mt-2 text-sm font-semibold text-hover">{t('youAreCrewChief')}</p> : null}
      </Card>
      {isAwaitingAnswer(job) ? (
        <Card id="job-answer-card" title={t('answerTitle')}>
          <JobAnswer
            job={{ id: job.id, version: job.version }}
            subject={`${job.project.name}, ${format.dateTime(new Date(job.startsAt), 'weekday')}`}
          />
        </Card>
      ) : null}
      {swap?.ok ? <JobSwap assignmentId={job.id} state={swap.data} /> : null}
      {swap && !swap.ok ? (
        <LoadError
          heading={tRoot('ShiftSwaps.jobSwapNotFound')}
          reason={tRoot(errorMessageKey(swap.code))}
          code={swap.code}
        />
      ) : null}
      <nav aria-label={t('moreLabel')} className="flex flex-col gap-2">
        {isChief ? (
          <ActionLink href={`/jobs/${job.id}/crew-chief-documents`} testId="link-crew-chief-documents">
            {t('crewChiefDocuments')}
          </ActionLink>
        ) : null}
        {isAssignment ? (
          <ActionLink href={`/jobs/${job.id}/contact-project-manager`} testId="link-contact-project-manager">
            {t('contactProjectManager')}
          </ActionLink>
        ) : null}
        {isAssignment ? <ActionLink href={`/crews/${job.crew.id}`}>{t('openCrew')}</ActionLink> : null}
      </nav>
    </div>
  );
}
