'use client';
// The kept day's screens without network: the jobs, a crew (line-up, location,
// contacts and, for its crew chief, the day's papers), the calendar of the kept days and the
// documents waiting for a signature, each under a notice of when the day was last read. They
// draw the screens' own parts (JobCard, CrewItemsList, ContactCard, LocationDetails) from the
// kept answer. Without network, a link's page is this one again: the router's fetch fails and
// it loads the address, which the service worker answers with /offline.
import Link from 'next/link';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TOfflineCrew, TOfflineCrewDay, TOfflineDay } from '@/lib/domain/self-service/offline-day';
import { JOB_LISTS } from '@/lib/domain/planning/statuses';
import { calendarDate, wallClock } from '@/lib/i18n/formats';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { JobCard } from '@/app/(shell)/jobs/_components/job-card';
import { KeptJobCard } from './kept-job-card';
import { sortJobs } from '@/app/(shell)/_jobs/job-format';
import { CrewItemsList } from '@/app/(shell)/_crew/overview/crew-items-list';
import { ContactCard } from '@/app/(shell)/_crew/contacts/contact-card';
import { LocationDetails } from '@/app/(shell)/_crew/location/location-details';
import type { TKeptScreen } from './kept-screen';

const LINK = 'font-medium text-primary underline underline-offset-2';

export function KeptScreen({ day, screen }: { day: TOfflineDay; screen: TKeptScreen | null }) {
  const t = useTranslations('OfflinePage');
  const menu = useTranslations('Menu');
  const format = useFormatter();
  return (
    <main data-testid="kept-day" className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4">
      <p role="status" data-testid="kept-notice" className="rounded-lg bg-soft p-3 text-sm font-medium">
        {t('lastUpdated', { time: format.dateTime(new Date(day.generatedAt), 'dayTime') })}
      </p>
      <nav aria-label={t('navLabel')} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link href="/jobs" prefetch={false} className={LINK}>
          {menu('jobs')}
        </Link>
        <Link href="/personal-calendar" prefetch={false} className={LINK}>
          {menu('personalCalendar')}
        </Link>
        <Link href="/mobileDocuments" prefetch={false} className={LINK}>
          {menu('mobileDocuments')}
        </Link>
      </nav>
      <KeptBody day={day} screen={screen} />
    </main>
  );
}

function KeptBody({ day, screen }: { day: TOfflineDay; screen: TKeptScreen | null }) {
  const t = useTranslations('OfflinePage');
  const format = useFormatter();
  // The kept days, as the sentences about what is not kept name them.
  const days = {
    from: format.dateTime(calendarDate(day.from), 'calendarDay'),
    to: format.dateTime(calendarDate(day.to), 'calendarDay'),
  };
  if (!screen) return <NotKept text={t('pageNotKept')} />;
  switch (screen.kind) {
    case 'jobs':
      return <KeptJobs day={day} />;
    case 'job': {
      const job = JOB_LISTS.flatMap((l) => day.jobs[l]).find((j) => j.id === screen.id);
      const crew = job && day.crews.find((c) => c.crew.id === job.crew.id);
      if (crew) return <KeptCrew day={day} kept={crew} />;
      return job ? <JobCard job={job} /> : <NotKept text={t('jobNotKept', days)} />;
    }
    case 'crew': {
      const crew = day.crews.find((c) => c.crew.id === screen.id);
      return crew ? <KeptCrew day={day} kept={crew} /> : <NotKept text={t('crewNotKept', days)} />;
    }
    case 'location': {
      const location = day.crews.map((c) => c.location).find((l) => l?.id === screen.id);
      return location ? (
        <LocationDetails location={location} service={day.mapService} />
      ) : (
        <NotKept text={t('pageNotKept')} />
      );
    }
    case 'calendar':
      return <KeptCalendar day={day} />;
    case 'documents':
      return <KeptDocuments day={day} />;
  }
}

function NotKept({ text }: { text: string }) {
  return (
    <p data-testid="not-kept" className="rounded-lg p-3 ring-1 ring-line">
      {text}
    </p>
  );
}

function KeptJobs({ day }: { day: TOfflineDay }) {
  const t = useTranslations('JobsPage');
  const menu = useTranslations('Menu');
  return (
    <>
      <h1 className="sr-only">{menu('jobs')}</h1>
      {JOB_LISTS.map((list) => (
        <section key={list} aria-labelledby={`kept-${list}`} className="flex flex-col gap-2">
          <h2 id={`kept-${list}`} className="text-lg font-semibold">
            {t(`lists.${list}`)}
          </h2>
          {day.jobs[list].length ? (
            <ul className="flex flex-col gap-3">
              {sortJobs(day.jobs[list], list).map((job) => (
                <KeptJobCard key={`${job.kind}-${job.id}`} job={job} />
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t(`empty.${list}`)}</p>
          )}
        </section>
      ))}
    </>
  );
}

function KeptCrew({ day, kept }: { day: TOfflineDay; kept: TOfflineCrew }) {
  const t = useTranslations('CrewPage');
  const tContacts = useTranslations('CrewContacts');
  const { crew, contacts, location } = kept;
  return (
    <>
      <div>
        <h1 className="text-xl font-semibold" data-testid="kept-crew-name">
          {crew.name}
        </h1>
        <p className="text-muted">
          {crew.project.name} ({crew.project.number})
        </p>
        {crew.comment ? <p className="mt-1 whitespace-pre-line">{crew.comment}</p> : null}
      </div>
      {location ? <LocationDetails location={location} service={day.mapService} /> : <p>{t('noLocation')}</p>}
      {contacts.crewChief ? <ContactCard contact={contacts.crewChief} role={tContacts('crewChief')} /> : null}
      {contacts.contactOnSite ? (
        <ContactCard contact={contacts.contactOnSite} role={tContacts('contactOnSite')} />
      ) : null}
      <section aria-labelledby="kept-items" className="flex flex-col gap-2">
        <h2 id="kept-items" className="text-lg font-semibold">
          {t('items')}
        </h2>
        <CrewItemsList crewId={crew.id} items={kept.items} linkPeople={false} />
      </section>
      {kept.days.map((papers) => (
        <KeptPapers key={papers.date} papers={papers} />
      ))}
    </>
  );
}

/** A crew chief's papers of one day: the delivery note and the crew chief sheet, line by line. */
function KeptPapers({ papers }: { papers: TOfflineCrewDay }) {
  const t = useTranslations('DeliveryNotePage');
  const format = useFormatter();
  const time = (at: string | null) => (at ? format.dateTime(new Date(at), 'time') : '–');
  return (
    <section aria-label={format.dateTime(calendarDate(papers.date), 'calendarDay')} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{format.dateTime(calendarDate(papers.date), 'calendarDay')}</h2>
      {[papers.deliveryNote, papers.crewChiefSheet].map((doc) => (
        <div key={doc.kind} data-testid={`kept-${doc.kind}`} className="rounded-xl p-3 ring-1 ring-line">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">{t(doc.kind)}</h3>
            <StatusBadge>{t(`status.${doc.status}`)}</StatusBadge>
          </div>
          {doc.lines.length ? (
            <ul className="mt-2 divide-y divide-line text-sm">
              {doc.lines.map((line) => (
                <li key={line.personId} className="flex justify-between gap-2 py-1">
                  <span>
                    {line.name} <span className="text-muted">· {line.function}</span>
                  </span>
                  <span>
                    {time(line.checkInAt)}–{time(line.checkOutAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted">{t('empty')}</p>
          )}
        </div>
      ))}
    </section>
  );
}

function KeptCalendar({ day }: { day: TOfflineDay }) {
  const t = useTranslations('PersonalCalendarPage');
  const format = useFormatter();
  const jobs = [...day.calendar.jobs].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <section aria-labelledby="kept-calendar" className="flex flex-col gap-2">
      <h1 id="kept-calendar" className="text-lg font-semibold">
        {t('span', {
          from: format.dateTime(calendarDate(day.from), 'calendarDay'),
          to: format.dateTime(calendarDate(day.to), 'calendarDay'),
        })}
      </h1>
      {jobs.length === 0 ? <p className="text-muted">{t('dayEmpty')}</p> : null}
      <ul className="flex flex-col gap-2">
        {jobs.map((job) => (
          <li key={job.id} data-testid="kept-calendar-job" className="rounded-lg p-3 ring-1 ring-line">
            <p className="text-sm text-muted">{format.dateTime(calendarDate(job.startDate), 'calendarDay')}</p>
            <p className="font-medium">
              {job.function.name} · {job.project.name}
            </p>
            <p className="text-sm">
              {t('job.time', {
                start: format.dateTime(wallClock(job.startTime), 'wallTime'),
                end: format.dateTime(wallClock(job.endTime), 'wallTime'),
              })}
              {job.location ? ` · ${job.location.name}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function KeptDocuments({ day }: { day: TOfflineDay }) {
  const t = useTranslations('DocumentsPage');
  const tOffline = useTranslations('OfflinePage');
  return (
    <section aria-labelledby="kept-documents" className="flex flex-col gap-2">
      <h1 id="kept-documents" className="text-lg font-semibold">
        {t('toSign')}
      </h1>
      {day.documentsToSign.length === 0 ? (
        <p className="text-muted">{t('nothingToSign')}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{tOffline('signOnline')}</p>
          <ul className="flex flex-col gap-2">
            {day.documentsToSign.map((doc) => (
              <li key={doc.id} data-testid="kept-document" className="rounded-lg p-3 ring-1 ring-line">
                <p className="font-medium">{doc.title}</p>
                <p className="text-sm text-muted">{doc.type.name}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
