// /crews/{id} (rules §2): the crew, its people and the day's actions; the title is the crew's name.
import Link from 'next/link';
import { NO_PREFETCH } from '@/app/_components/ui/no-prefetch';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { canOpen } from '@/lib/auth/route-access';
import { errorMessageKey } from '@/lib/client/error-message';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { ShellTitle } from '@/app/_components/shell/page-title';
import { pageRecord, routeId } from '@/lib/bff/load';
import { getCrewItems, getProjectCrew } from '@/lib/bff/queries/planning';
import { getDigitalConfirmation, getSecurityCheckForms } from '@/lib/bff/queries/field-work';
import { crewRoles, isLead } from '@/app/(shell)/_crew/crew-context';
import { crewDays, worksOn } from '@/app/(shell)/_crew/crew-days';
import { calendarDate } from '@/lib/i18n/formats';
import { Card } from '@/app/_components/ui/card';
import { Detail } from '@/app/_components/ui/detail-list';
import { LoadError } from '@/app/_components/ui/load-error';
import { CrewActions } from '@/app/(shell)/_crew/overview/crew-actions';
import { CrewItemsList } from '@/app/(shell)/_crew/overview/crew-items-list';
import { DigitalConfirmForm } from '@/app/(shell)/_crew/lazy-forms';
import { placeName } from '@/lib/domain/catalog/places';
import { CrewRefusedActions } from '@/app/_components/outbox/crew-refused-actions';
import { LiveRefresh } from '@/app/_components/live/lazy-live-refresh';
import { PROJECT_CONTENT_TOPICS } from '@/lib/domain/live/changes';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = routeId((await params).id);
  const crew = id === null ? null : await getProjectCrew(id);
  return crew?.ok ? { title: crew.data.name } : titleMetadata('crew');
}

export default async function CrewPage({ params }: Props) {
  const id = routeId((await params).id);
  if (id === null) notFound();
  const [crewResult, itemsResult, t, tRoot, format, today, session] = await Promise.all([
    getProjectCrew(id),
    getCrewItems(id),
    getTranslations('CrewPage'),
    getTranslations(),
    getFormatter(),
    getTenantToday(),
    getRequestSession(),
  ]);
  pageRecord(crewResult);
  if (!crewResult.ok)
    return (
      <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(crewResult.code))} code={crewResult.code} />
    );
  const crew = crewResult.data;
  const items = itemsResult.ok ? itemsResult.data : [];
  const roles = await crewRoles(crew, items);
  const lead = isLead(roles);
  const seesConfirmation = lead || roles.client || roles.projectSession;
  const [forms, confirmation] = await Promise.all([
    lead ? getSecurityCheckForms() : null,
    seesConfirmation ? getDigitalConfirmation(id, today) : null,
  ]);
  const securityFormId = forms?.ok ? (forms.data[0]?.id ?? null) : null;
  const days = crewDays(crew.startDate, crew.endDate);
  const link = 'font-medium text-primary underline underline-offset-2';
  // A project session may not open every contact page (rules §6): it sees the name, unlinked.
  const contactOnSiteHref = `/crews/${id}/contact-contact-on-site`;
  const linkContactOnSite = canOpen(contactOnSiteHref, session);

  return (
    <div className="flex flex-col gap-4" data-testid="crew-page">
      <ShellTitle title={crew.name} />
      {/* The crew, its items and people, and the day's confirmation are the project's. */}
      <LiveRefresh matches={[{ topics: PROJECT_CONTENT_TOPICS, projectId: crew.project.id }]} />
      <CrewRefusedActions crewId={id} />
      <Card id="crew-summary">
        <h2 className="text-lg font-semibold" data-testid="crew-name">
          {crew.name}
        </h2>
        <dl>
          <Detail label={t('project')}>
            {crew.project.name} ({crew.project.number})
          </Detail>
          <Detail label={t('dates')}>
            {days.length > 1
              ? `${format.dateTime(calendarDate(days[0]!), 'calendarDayYear')} – ${format.dateTime(calendarDate(days[days.length - 1]!), 'calendarDayYear')}`
              : format.dateTime(calendarDate(crew.startDate), 'calendarDayYear')}
          </Detail>
          <Detail label={t('location')}>
            {crew.location ? (
              <Link
                href={`/locations/${crew.location.id}`}
                prefetch={NO_PREFETCH}
                className={link}
                data-testid="crew-location-link"
              >
                {placeName(crew.location)}
              </Link>
            ) : (
              t('noLocation')
            )}
          </Detail>
          <Detail label={t('crewChief')}>
            {crew.crewChief ? (
              <Link
                href={`/crews/${id}/contact-crew-chief`}
                prefetch={NO_PREFETCH}
                className={link}
                data-testid="crew-chief-link"
              >
                {crew.crewChief.name}
              </Link>
            ) : (
              t('nobody')
            )}
          </Detail>
          <Detail label={t('contactOnSite')}>
            {crew.contactOnSite && linkContactOnSite ? (
              <Link href={contactOnSiteHref} prefetch={NO_PREFETCH} className={link} data-testid="contact-on-site-link">
                {crew.contactOnSite.name}
              </Link>
            ) : crew.contactOnSite ? (
              <span data-testid="contact-on-site-name">{crew.contactOnSite.name}</span>
            ) : (
              t('nobody')
            )}
          </Detail>
          {crew.comment ? (
            <Detail label={t('comment')}>
              <span className="whitespace-pre-line">{crew.comment}</span>
            </Detail>
          ) : null}
        </dl>
      </Card>
      <CrewActions
        crewId={id}
        roles={roles}
        today={today}
        securityFormId={securityFormId}
        locationId={crew.location?.id ?? null}
      />
      {confirmation ? (
        <Card id="digital-confirm" title={t('digitalConfirm')}>
          {confirmation.ok ? (
            <DigitalConfirmForm
              crewId={id}
              date={today}
              initial={confirmation.data}
              canConfirm={lead || roles.client}
              worksToday={worksOn(items, today)}
            />
          ) : (
            <p role="alert" className="text-danger">
              {tRoot(errorMessageKey(confirmation.code))}
            </p>
          )}
        </Card>
      ) : null}
      <Card id="crew-items" title={t('items')}>
        {itemsResult.ok ? (
          <CrewItemsList crewId={id} items={items} linkPeople />
        ) : (
          <LoadError
            heading={t('itemsNotFound')}
            reason={tRoot(errorMessageKey(itemsResult.code))}
            code={itemsResult.code}
          />
        )}
      </Card>
    </div>
  );
}
