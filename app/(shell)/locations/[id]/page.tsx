// /locations/{id}: where the crew works, with a link to the person's own map service (no tiles).
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { isPlanner } from '@/lib/auth/rights';
import { getRequestSession } from '@/lib/i18n/request-context';
import { pageRecord, routeId } from '@/lib/bff/load';
import { getLocation } from '@/lib/bff/queries/catalog';
import { getSessionMapService } from '@/lib/bff/queries/people';
import { Card } from '@/app/_components/ui/card';
import { Detail } from '@/app/_components/ui/detail-list';
import { LoadError } from '@/app/_components/ui/load-error';
import { mapLink } from '@/lib/domain/catalog/map-link';
import { addressLine } from '@/lib/domain/catalog/places';
import { LocationLivePositions } from '@/app/(shell)/_crew/overview/location-live-positions';

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
  const location = result.data;
  const address = addressLine(location);
  const href = mapLink(service, {
    lat: location.latitude,
    lng: location.longitude,
    address: [location.name, address].filter(Boolean).join(', '),
  });
  return (
    <div className="flex flex-col gap-4" data-testid="location-page">
      <Card id="location">
        <h2 className="mb-2 text-lg font-semibold">{location.name}</h2>
        <dl>
          <Detail label={t('address')}>
            {address ? <address className="not-italic">{address}</address> : t('noAddress')}
          </Detail>
          {location.notes ? (
            <Detail label={t('notes')}>
              <span className="whitespace-pre-line">{location.notes}</span>
            </Detail>
          ) : null}
        </dl>
      </Card>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="open-in-maps"
          data-map-service={service}
          className="flex min-h-12 items-center justify-center rounded-lg bg-primary px-4 font-medium text-on-primary shadow-box"
        >
          {t('openInMaps', { service: t(`services.${service}`) })}
        </a>
      ) : (
        <p className="text-muted">{t('noMapLink')}</p>
      )}
      {planner ? <LocationLivePositions locationId={id} /> : null}
    </div>
  );
}
