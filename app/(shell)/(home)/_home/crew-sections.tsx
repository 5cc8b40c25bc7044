import { getFormatter, getTimeZone, getTranslations } from 'next-intl/server';
import { DataSection } from '@/app/_components/ui/data-section';
import { jobStatusKey } from '@/app/(shell)/_jobs/job-format';
import { endsOnLaterDay } from '@/app/(shell)/_jobs/night-shift';
import { getJobs } from '@/lib/bff/queries/planning';
import type { TJob } from '@/lib/domain/planning';
import { placeName } from '@/lib/domain/catalog/places';
import { dateRange } from '@/lib/i18n/formats';

async function JobList({ jobs }: { jobs: TJob[] }) {
  const [t, tJobs, format, timeZone] = await Promise.all([
    getTranslations('HomePage'),
    getTranslations('JobsPage'),
    getFormatter(),
    getTimeZone(),
  ]);
  return (
    <ul className="divide-y divide-line">
      {jobs.map((job) => {
        const start = new Date(job.startsAt);
        const end = new Date(job.endsAt);
        return (
          <li key={`${job.id}-${job.status}`} className="py-3 first:pt-0 last:pb-0">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium">{job.project.name}</p>
              <span className="shrink-0 rounded-full bg-soft px-2 py-0.5 text-xs text-hover">
                {tJobs(`statuses.${jobStatusKey(job.status)}`)}
              </span>
            </div>
            <p className="text-sm text-muted">
              {format.dateTime(start, 'weekday')} ·{' '}
              {!endsOnLaterDay(job.startsAt, job.endsAt, timeZone)
                ? dateRange(format, start, end, 'time')
                : `${format.dateTime(start, 'time')} – ${format.dateTime(end, 'weekdayTime')}`}
            </p>
            <p className="text-sm">
              {[job.function?.name, job.location ? placeName(job.location) : null].filter(Boolean).join(' · ')}
              {job.isCrewChief ? <span className="ml-2 text-xs font-semibold text-hover">{t('crewChief')}</span> : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export async function CrewSections() {
  const [t, upcoming, toConfirm] = await Promise.all([
    getTranslations('HomePage'),
    getJobs('upcoming', 5),
    getJobs('toConfirm'),
  ]);
  return (
    <>
      <DataSection
        id="open-requests"
        testId="home-open-requests"
        failed={t('loadFailed')}
        title={t('openRequests')}
        result={toConfirm}
        empty={t('noOpenRequests')}
      >
        {(jobs) => (
          <>
            <p className="mb-2 text-sm font-medium text-hover">{t('openRequestsCount', { count: jobs.length })}</p>
            <JobList jobs={jobs} />
          </>
        )}
      </DataSection>
      <DataSection
        id="next-jobs"
        testId="home-next-jobs"
        failed={t('loadFailed')}
        title={t('nextJobs')}
        result={upcoming}
        empty={t('noNextJobs')}
      >
        {(jobs) => <JobList jobs={jobs} />}
      </DataSection>
    </>
  );
}
