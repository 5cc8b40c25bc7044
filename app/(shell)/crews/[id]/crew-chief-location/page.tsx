// /crews/{id}/crew-chief-location: the crew chief shares their position while on duty;
// planners see the latest shared position with its time.
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { load, routeId } from '../../../_crew-views/load';
import { crewRoles, loadCrew, loadCrewItems } from '../../../_crew-views/crew-data';
import { sessionMapService } from '../../../_crew-views/map-service';
import { ZLiveLocation } from '../../../_crew-views/schemas';
import { ActionLink, LoadError } from '../../../_crew-views/ui';
import { LiveLocation } from '../../../_crew-views/live-location';

export const generateMetadata = () => titleMetadata('crewChiefLocation');

export default async function CrewChiefLocationPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (id === null) notFound();
  const [crewResult, itemsResult, t, tRoot, mapService] = await Promise.all([
    loadCrew(id),
    loadCrewItems(id),
    getTranslations('CrewChiefLocation'),
    getTranslations(),
    sessionMapService(),
  ]);
  if (!crewResult.ok)
    return <LoadError heading={tRoot('CrewPage.notFound')} reason={tRoot(errorMessageKey(crewResult.code))} />;
  const crew = crewResult.data;
  const roles = await crewRoles(crew, itemsResult.ok ? itemsResult.data : []);
  if (!roles.chief && !roles.planner) return <LoadError heading={t('onlyLead')} reason={tRoot('Errors.FORBIDDEN')} />;
  const latest = await load(`/projectCrews/${id}/liveLocations`, ZLiveLocation.nullable());
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
        <LoadError heading={t('latest')} reason={tRoot(errorMessageKey(latest.code))} />
      )}
      <ActionLink href={`/crews/${id}`}>{tRoot('CrewContacts.backToCrew')}</ActionLink>
    </div>
  );
}
