// /locations/{id}: where the crew works, with a link to the person's own map service (no tiles).
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { isPlanner } from '@/lib/domain/auth/rights-registry';
import { getRequestSession } from '@/lib/bff/render-context';
import { pageRecord, routeId } from '@/lib/bff/load';
import { getLocation } from '@/lib/bff/queries/catalog';
import { getSessionMapService } from '@/lib/bff/queries/people';
import { LoadError } from '@/app/_components/ui/load-error';
import { LocationLivePositions } from '@/app/(shell)/_crew/overview/location-live-positions';
import { LocationDetails } from '@/app/(shell)/_crew/location/location-details';

export const generateMetadata = () => titleMetadata('location');

export default async function LocationPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (id === null) notFound();
  const [result, service, t, tRoot, session] = await Promise.all([
    getLocation(id),
    getSessionMapService(),
    getTranslations('LocationPage'),
    getTranslations(),
    getRequestSession(),
  ]);
  const planner = session?.type === 'user' && isPlanner(session.user.loginTypes);
  pageRecord(result);
  if (!result.ok)
    return <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(result.code))} code={result.code} />;
  return (
    <div className="flex flex-col gap-4" data-testid="location-page">
      <LocationDetails location={result.data} service={service} />
      {planner ? <LocationLivePositions locationId={id} /> : null}
    </div>
  );
}
