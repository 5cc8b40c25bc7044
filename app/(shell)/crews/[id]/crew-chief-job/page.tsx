// /crews/{id}/crew-chief-job: the crew chief's overview of the day (checks) and the ratings.
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { pageRecord, routeId } from '@/lib/bff/load';
import { getCrewItems, getProjectCrew } from '@/lib/bff/queries/planning';
import { getCrewChecks, getCrewRatings } from '@/lib/bff/queries/field-work';
import { crewRoles, isLead } from '@/app/(shell)/_crew/crew-context';
import { actionDay, crewDays } from '@/app/(shell)/_crew/crew-days';
import { calendarDate } from '@/lib/i18n/formats';
import { ActionLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { LoadError } from '@/app/_components/ui/load-error';
import { DayChecks } from '@/app/(shell)/_crew/overview/day-checks';
import { CrewRatings } from '@/app/(shell)/_crew/overview/crew-ratings';
import { ratableMembers } from '@/app/(shell)/_crew/overview/rating-members';
import { getRequestTime, getTenantToday } from '@/lib/bff/render-context';
import { LiveLists } from '@/app/_components/live/lazy-live-lists';
import { crewDayLive } from '@/app/(shell)/_crew/crew-live';

export const generateMetadata = () => titleMetadata('crewChiefJob');

export default async function CrewChiefJobPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (id === null) notFound();
  const [crewResult, itemsResult, t, tRoot, format, today] = await Promise.all([
    getProjectCrew(id),
    getCrewItems(id),
    getTranslations('CrewChiefJob'),
    getTranslations(),
    getFormatter(),
    getTenantToday(),
  ]);
  pageRecord(crewResult);
  if (!crewResult.ok)
    return (
      <LoadError
        heading={tRoot('CrewPage.notFound')}
        reason={tRoot(errorMessageKey(crewResult.code))}
        code={crewResult.code}
      />
    );
  if (!itemsResult.ok)
    return (
      <LoadError
        heading={tRoot('CrewPage.itemsNotFound')}
        reason={tRoot(errorMessageKey(itemsResult.code))}
        code={itemsResult.code}
      />
    );
  const crew = crewResult.data;
  const roles = await crewRoles(crew, itemsResult.data);
  if (!isLead(roles)) return <LoadError heading={t('onlyLead')} reason={tRoot('Errors.FORBIDDEN')} />;
  const day = actionDay(crewDays(crew.startDate, crew.endDate), today);
  const [checks, ratings] = await Promise.all([getCrewChecks(id, day), getCrewRatings(id)]);
  const dayLabel = format.dateTime(calendarDate(day), 'calendarWeekdayLong');
  return (
    <div className="flex flex-col gap-4" data-testid="crew-chief-job">
      <LiveLists {...crewDayLive(crew)} />
      <p className="font-semibold">
        {crew.name} · {crew.project.name}
      </p>
      <Card id="day-checks-card" title={t('checksTitle', { day: dayLabel })}>
        {checks.ok || checks.code !== 'NOT_FOUND' ? (
          <DayChecks crewId={id} date={day} initial={checks.ok ? checks.data : null} />
        ) : (
          <p role="alert">{tRoot(errorMessageKey(checks.code))}</p>
        )}
      </Card>
      <Card id="ratings-card" title={t('ratingsTitle')}>
        <p className="mb-3 text-sm text-muted">{t('ratingsIntro')}</p>
        <CrewRatings
          crewId={id}
          members={ratableMembers(itemsResult.data, roles.personId)}
          initial={ratings.ok ? ratings.data : null}
          now={getRequestTime()}
        />
      </Card>
      <nav aria-label={t('more')} className="grid gap-2 sm:grid-cols-2">
        <ActionLink href={`/crews/${id}/check-in`} primary>
          {tRoot('CrewPage.checkIn')}
        </ActionLink>
        <ActionLink href={`/crews/${id}/sign-off`}>{tRoot('CrewPage.signOff')}</ActionLink>
        <ActionLink href={`/crews/${id}`}>{tRoot('CrewContacts.backToCrew')}</ActionLink>
      </nav>
    </div>
  );
}
