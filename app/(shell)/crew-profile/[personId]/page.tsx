// /crew-profile/{personId} (rules §2): a crew member as planners need to know them —
// contact links, functions, tags, document-based skills, ratings with comments, the vacation
// requests waiting for a planner's decision, and whether they are free in the coming weeks. Each
// part loads on its own and fails on its own.
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { isPlanner } from '@/lib/domain/auth/rights-registry';
import { pageRecord, routeId } from '@/lib/bff/load';
import {
  getCrewFunctions,
  getCrewRatings,
  getCrewTags,
  getDocumentSkills,
  getProfileAccess,
} from '@/lib/bff/queries/crew-profile';
import { getPersonalCalendar } from '@/lib/bff/queries/self-service';
import { availabilityRange, availabilityWeeks } from '@/lib/domain/crew-profile/availability';
import { calendarDate } from '@/lib/i18n/formats';
import { DataSection } from '@/app/_components/ui/data-section';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { ContactCard } from '@/app/(shell)/_crew/contacts/contact-card';
import { VacationRequestsSection } from '@/app/(shell)/_vacations/vacation-requests-section';
import { Stars } from '@/app/_components/ui/sign';

export const generateMetadata = () => titleMetadata('crewProfile');

const WEEKS = 4;
// The plan colours are the same in every theme (globals.css), so their text is white in every theme.
const STATE_CLASS = {
  booked: 'bg-plan-confirmed text-white',
  blocked: 'bg-plan-blocked text-white',
  vacation: 'bg-plan-vacation text-white',
  free: 'bg-soft text-ink ring-1 ring-line',
} as const;

export default async function CrewProfilePage({ params }: { params: Promise<{ personId: string }> }) {
  const [{ personId: raw }, t, format, today, session] = await Promise.all([
    params,
    getTranslations('CrewProfile'),
    getFormatter(),
    getTenantToday(),
    getRequestSession(),
  ]);
  const personId = routeId(raw);
  if (personId === null) notFound();
  const range = availabilityRange(today, WEEKS);
  const [access, functions, tags, skills, ratings, calendar] = await Promise.all([
    getProfileAccess(personId),
    getCrewFunctions(personId),
    getCrewTags(personId),
    getDocumentSkills(personId),
    getCrewRatings(personId),
    getPersonalCalendar(personId, range.from, range.to),
  ]);
  pageRecord(access);
  if (!access.ok) return <LoadFailed heading={t('notFound')} code={access.code} />;
  const weeks = calendar.ok ? availabilityWeeks(today, WEEKS, calendar.data) : null;
  const average =
    ratings.ok && ratings.data.length ? ratings.data.reduce((sum, r) => sum + r.rating, 0) / ratings.data.length : null;

  return (
    <div className="flex flex-col gap-4" data-testid="crew-profile">
      <ContactCard
        contact={{
          personId: access.data.personId,
          name: access.data.name,
          phone: access.data.phone,
          email: access.data.email,
          function: functions.ok ? functions.data.map((f) => f.name).join(', ') || null : null,
        }}
        role={access.data.city ?? undefined}
      />

      <DataSection
        id="functions"
        title={t('functions')}
        result={functions}
        empty={t('noFunctions')}
        failed={t('failed')}
      >
        {(list) => (
          <ul className="flex flex-wrap gap-2">
            {list.map((f) => (
              <li key={f.id} className="rounded-full bg-soft px-3 py-1 text-sm ring-1 ring-line">
                {f.name}
              </li>
            ))}
          </ul>
        )}
      </DataSection>

      <DataSection id="tags" title={t('tags')} result={tags} empty={t('noTags')} failed={t('failed')}>
        {(list) => (
          <ul className="flex flex-wrap gap-2">
            {list.map((tag) => (
              <li key={tag.id} className="rounded-full bg-soft px-3 py-1 text-sm ring-1 ring-line">
                {tag.name}
              </li>
            ))}
          </ul>
        )}
      </DataSection>

      <DataSection id="skills" title={t('skills')} result={skills} empty={t('noSkills')} failed={t('failed')}>
        {(list) => (
          <ul className="flex flex-col gap-2">
            {list.map((s) => (
              <li key={s.documentId} className="text-sm">
                <span className="font-medium">{s.type}</span> · {s.title}{' '}
                <span className="text-muted">
                  {t('signedOn', { date: format.dateTime(new Date(s.signedAt), 'short') })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DataSection>

      <DataSection id="ratings" title={t('ratings')} result={ratings} empty={t('noRatings')} failed={t('failed')}>
        {(list) => (
          <>
            {average !== null ? (
              <p className="mb-2 font-medium" data-testid="rating-average">
                {t('average', { average: format.number(average, { maximumFractionDigits: 1 }), count: list.length })}
              </p>
            ) : null}
            <ul className="flex flex-col gap-2">
              {list.map((r) => (
                <li key={r.id} className="rounded-lg bg-soft p-3 text-sm ring-1 ring-line">
                  <p>
                    <span className="font-medium" aria-label={t('stars', { rating: r.rating })}>
                      <Stars rating={r.rating} />
                    </span>{' '}
                    {r.projectNumber} {r.projectName} · {r.crewName}
                  </p>
                  {r.comment ? <p className="mt-1">“{r.comment}”</p> : null}
                  <p className="text-muted">{t('ratedBy', { name: r.ratedByName })}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </DataSection>

      {session && isPlanner(session.user.loginTypes) ? <VacationRequestsSection personId={personId} /> : null}

      <section
        aria-labelledby="availability-title"
        data-testid="availability"
        className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
      >
        <h2 id="availability-title" className="mb-3 text-base font-semibold">
          {t('availability')}
        </h2>
        {weeks && calendar.ok ? (
          <ul className="flex flex-col gap-3">
            {weeks.map((w) => (
              <li key={w.start}>
                <p className="mb-1 text-sm text-muted">
                  {t('weekOf', { date: format.dateTime(calendarDate(w.start), 'calendarDay') })}
                </p>
                <ol className="grid grid-cols-7 gap-1">
                  {w.days.map((d) => (
                    <li
                      key={d.date}
                      data-state={d.state}
                      title={t(`states.${d.state}`)}
                      className={`flex min-h-12 flex-col items-center justify-center rounded-md text-xs ${STATE_CLASS[d.state]}`}
                    >
                      <span aria-hidden>{format.dateTime(calendarDate(d.date), 'calendarWeekdayShort')}</span>
                      <span className="sr-only">
                        {format.dateTime(calendarDate(d.date), 'calendarDay')}: {t(`states.${d.state}`)}
                      </span>
                      <span aria-hidden>{d.date.slice(8)}</span>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        ) : (
          <p role="alert" className="rounded-lg bg-soft p-3 text-sm text-danger">
            {t('failed')}
          </p>
        )}
        <ul className="mt-3 flex flex-wrap gap-3 text-xs" aria-label={t('legend')}>
          {(['booked', 'blocked', 'vacation', 'free'] as const).map((s) => (
            <li key={s} className="flex items-center gap-1">
              <span className={`inline-block h-3 w-3 rounded-sm ${STATE_CLASS[s]}`} aria-hidden />
              {t(`states.${s}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
