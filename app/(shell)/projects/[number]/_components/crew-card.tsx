// One crew of the project (rules §2 project page): its name linking to /crews/{id}, days,
// location, crew chief and contact on site, and how full it is. Sync, so that the server page
// (a project session) and the planners' workspace draw it alike.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TProjectCrew } from '@/lib/domain/planning';
import { placeName } from '@/lib/domain/catalog/places';
import { ProjectDates } from '@/app/(shell)/_projects/project-dates';
import { FillMeter } from '@/app/(shell)/_projects/fill-meter';

const LINK = 'font-medium text-primary underline underline-offset-2';

export function CrewCard({
  crew,
  linkContactOnSite,
  actions,
  children,
}: {
  crew: TProjectCrew;
  /** A project session may not open the contact-on-site page (rules §6): then the name stays plain. */
  linkContactOnSite: boolean;
  actions?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const t = useTranslations('ProjectPage');
  return (
    <li
      data-testid="project-crew"
      data-crew-id={crew.id}
      className="offscreen-skip-96 flex flex-col gap-2 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-semibold">
          <Link href={`/crews/${crew.id}`} className={LINK} data-testid="crew-link">
            {crew.name}
          </Link>
        </h3>
        {actions}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('crewDays')}</dt>
        <dd>
          <ProjectDates from={crew.startDate} to={crew.endDate} />
        </dd>
        <dt className="text-muted">{t('crewLocation')}</dt>
        <dd>
          {crew.location ? (
            <Link href={`/locations/${crew.location.id}`} className={LINK} data-testid="crew-location-link">
              {placeName(crew.location)}
            </Link>
          ) : (
            t('none')
          )}
        </dd>
        <dt className="text-muted">{t('crewChief')}</dt>
        <dd>
          {crew.crewChief ? (
            <Link href={`/crews/${crew.id}/contact-crew-chief`} className={LINK} data-testid="crew-chief-link">
              {crew.crewChief.name}
            </Link>
          ) : (
            t('none')
          )}
        </dd>
        <dt className="text-muted">{t('contactOnSite')}</dt>
        <dd>
          {crew.contactOnSite && linkContactOnSite ? (
            <Link href={`/crews/${crew.id}/contact-contact-on-site`} className={LINK}>
              {crew.contactOnSite.name}
            </Link>
          ) : (
            (crew.contactOnSite?.name ?? t('none'))
          )}
        </dd>
      </dl>
      <FillMeter filled={crew.counts.filled} needed={crew.counts.rows} />
      {crew.comment ? <p className="text-sm whitespace-pre-line text-muted">{crew.comment}</p> : null}
      {children}
    </li>
  );
}
