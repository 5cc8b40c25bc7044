// /crews/{id}/crew-chief-location: the crew chief shares their position while on duty;
// planners see the latest shared position with its time.
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { pageRecord, routeId } from '@/lib/bff/load';
import { getProjectCrew } from '@/lib/bff/queries/planning';
import { getLiveLocation } from '@/lib/bff/queries/field-work';
import { getSessionMapService } from '@/lib/bff/queries/people';
import { crewRoles, isLead } from '@/app/(shell)/_crew/crew-context';
import { ActionLink } from '@/app/_components/ui/buttons';
import { LoadError } from '@/app/_components/ui/load-error';
import { LiveLocation } from '@/app/(shell)/_crew/overview/live-location';

export const generateMetadata = () => titleMetadata('crewChiefLocation');

export default async function CrewChiefLocationPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (id === null) notFound();
  const [crewResult, t, tRoot, mapService] = await Promise.all([
    getProjectCrew(id),
    getTranslations('CrewChiefLocation'),
    getTranslations(),
    getSessionMapService(),
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
  const crew = crewResult.data;
  const roles = await crewRoles(crew);
  if (!isLead(roles)) return <LoadError heading={t('onlyLead')} reason={tRoot('Errors.FORBIDDEN')} />;
  const latest = await getLiveLocation(id);
  return (
    <div className="flex flex-col gap-4" data-testid="crew-chief-location">
      <p className="font-semibold">
        {crew.name} · {crew.project.name}
      </p>
      <p className="text-sm text-muted">
        {roles.chief ? t('introChief') : t('introPlanner', { name: crew.crewChief?.name ?? '' })}
      </p>
      {latest.ok ? (
        <LiveLocation crewId={id} initial={latest.data} canShare={roles.chief} mapService={mapService} />
      ) : (
        <LoadError heading={t('latest')} reason={tRoot(errorMessageKey(latest.code))} code={latest.code} />
      )}
      <ActionLink href={`/crews/${id}`}>{tRoot('CrewContacts.backToCrew')}</ActionLink>
    </div>
  );
}
