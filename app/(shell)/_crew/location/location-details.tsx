// Where a crew works: name, address, notes and a link to the person's own map service (no
// tiles). Not async: the location page on the server and the kept crew offline both
// draw it.
import { useTranslations } from 'next-intl';
import type { TLocation } from '@/lib/domain/catalog';
import type { TMapService } from '@/lib/domain/people/map-services';
import { mapLink } from '@/lib/domain/catalog/map-link';
import { addressLine } from '@/lib/domain/catalog/places';
import { Card } from '@/app/_components/ui/card';
import { Detail } from '@/app/_components/ui/detail-list';

export function LocationDetails({ location, service }: { location: TLocation; service: TMapService }) {
  const t = useTranslations('LocationPage');
  const address = addressLine(location);
  const href = mapLink(service, {
    lat: location.latitude,
    lng: location.longitude,
    address: [location.name, address].filter(Boolean).join(', '),
  });
  return (
    <>
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
    </>
  );
}
