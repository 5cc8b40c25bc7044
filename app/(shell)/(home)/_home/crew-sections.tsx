import { getFormatter, getTimeZone, getTranslations } from 'next-intl/server';
import { utcToZonedDate } from '@/lib/domain/time-zone';
import type { THomeJob } from './home-data';
import { getJobsToConfirm, getUpcomingJobs } from './home-data';
import { Section } from './section';
import { jobStatusKey } from './statuses';

/** Night shifts end on the next day; their end then shows its weekday instead of a full date. */
const sameDay = (a: Date, b: Date, timeZone: string) => utcToZonedDate(a, timeZone) === utcToZonedDate(b, timeZone);

async function JobList({ jobs }: { jobs: THomeJob[] }) {
  const [t, format, timeZone] = await Promise.all([getTranslations('HomePage'), getFormatter(), getTimeZone()]);
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
                {t(`jobStatuses.${jobStatusKey(job.status)}`)}
              </span>
            </div>
            <p className="text-sm text-muted">
              {format.dateTime(start, 'weekday')} ·{' '}
              {sameDay(start, end, timeZone)
                ? format.dateTimeRange(start, end, 'time')
                : `${format.dateTime(start, 'time')} – ${format.dateTime(end, 'weekdayTime')}`}
            </p>
            <p className="text-sm">
              {[
                job.function?.name,
                job.location ? [job.location.name, job.location.city].filter(Boolean).join(', ') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
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
    getUpcomingJobs(),
    getJobsToConfirm(),
  ]);
  return (
    <>
      <Section id="open-requests" title={t('openRequests')} result={toConfirm} empty={t('noOpenRequests')}>
        {(jobs) => (
          <>
            <p className="mb-2 text-sm font-medium text-hover">{t('openRequestsCount', { count: jobs.length })}</p>
            <JobList jobs={jobs} />
          </>
        )}
      </Section>
      <Section id="next-jobs" title={t('nextJobs')} result={upcoming} empty={t('noNextJobs')}>
        {(jobs) => <JobList jobs={jobs} />}
      </Section>
    </>
  );
}
