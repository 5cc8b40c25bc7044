// For planners on /locations/{id}: the crews working here today and the latest position
// their crew chief shared, with its time.
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getCrewsOn } from '@/lib/bff/queries/planning';
import { getLiveLocation } from '@/lib/bff/queries/field-work';
import { getTenantToday } from '@/lib/bff/render-context';
import { Card } from '@/app/_components/ui/card';

/** A location rarely hosts more crews a day than this; the block stays one screen long. */
const MAX_CREWS = 10;

export async function LocationLivePositions({ locationId }: { locationId: number }) {
  const [t, format, today] = await Promise.all([getTranslations('LocationPage'), getFormatter(), getTenantToday()]);
  const crews = await getCrewsOn(today);
  if (!crews.ok) return null;
  const here = crews.data.filter((c) => c.location?.id === locationId).slice(0, MAX_CREWS);
  const latest = await Promise.all(here.map((c) => getLiveLocation(c.id)));
  return (
    <Card id="live-positions" title={t('livePositions')}>
      {here.length === 0 ? (
        <p className="text-muted">{t('noCrewsToday')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {here.map((crew, i) => {
            const position = latest[i];
            return (
              <li key={crew.id} className="flex min-h-12 flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  href={`/crews/${crew.id}/crew-chief-location`}
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {crew.name} · {crew.project.name}
                </Link>
                <span className="text-sm text-muted">
                  {position?.ok && position.data
                    ? t('sharedAt', {
                        name: position.data.name,
                        at: format.dateTime(new Date(position.data.recordedAt), 'time'),
                      })
                    : t('notShared')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
