'use client';
// The crew chief's live position (rules "On the day"): while sharing is on and the page is
// open, the position is sent now and every minute; everyone allowed sees the latest one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { PermissionWarning } from '@/app/_components/permission-warning';
import { ApiClientError } from '@/lib/client/fetcher';
import { shareLiveLocation, useLiveLocation } from '@/lib/client/api/field-work';
import { errorMessageKey } from '@/lib/client/error-message';
import { PositionError } from '@/lib/client/permissions';
import { useGeolocationPermission } from '@/lib/client/use-permissions';
import { toast } from '@/lib/client/toast-store';
import { mapLink, type TMapService } from '@/lib/domain/catalog/map-link';
import type { TLiveLocation } from '@/lib/domain/field-work';
import { ReadyBox } from '@/app/_components/ui/ready-box';

export const SHARE_INTERVAL_MS = 60_000;

type Props = { crewId: number; initial: TLiveLocation | null; canShare: boolean; mapService: TMapService };

export function LiveLocation({ crewId, initial, canShare, mapService }: Props) {
  const t = useTranslations('CrewChiefLocation');
  const tRoot = useTranslations();
  const format = useFormatter();
  const { data: latest, mutate } = useLiveLocation(crewId, initial, { refreshInterval: SHARE_INTERVAL_MS });
  const geo = useGeolocationPermission();
  const [sharing, setSharing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sendingRef = useRef(false);

  const share = useCallback(async () => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    try {
      const pos = await geo.request();
      const saved = await shareLiveLocation(crewId, {
        lat: pos.coords.latitude,
        lng: pos.coords.longitude,
        accuracy: Math.min(pos.coords.accuracy, 100000),
      });
      setProblem(null);
      await mutate(saved, { revalidate: false });
    } catch (err) {
      setSharing(false);
      const message =
        err instanceof PositionError
          ? err.reason === 'denied'
            ? `${t('denied')} ${tRoot('PermissionWarning.howTo')}`
            : t('unavailable')
          : err instanceof ApiClientError && err.code === 'CONFLICT'
            ? t('notOnDuty')
            : tRoot(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN'));
      setProblem(message);
      toast.error(message);
    } finally {
      sendingRef.current = false;
    }
  }, [geo, crewId, mutate, t, tRoot]);

  // The timer calls the newest `share` through a ref, so it starts once per "sharing on".
  const shareRef = useRef(share);
  useEffect(() => {
    shareRef.current = share;
  }, [share]);
  useEffect(() => {
    if (!sharing) return;
    void shareRef.current();
    const timer = setInterval(() => void shareRef.current(), SHARE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [sharing]);

  const href = latest ? mapLink(mapService, { lat: latest.lat, lng: latest.lng }) : null;
  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="live-location">
      {canShare ? (
        <div className="flex flex-col gap-2">
          <PermissionWarning needs={['geolocation']} />
          <button
            type="button"
            aria-pressed={sharing}
            data-testid="share-location"
            onClick={() => {
              setProblem(null);
              setSharing((s) => !s);
            }}
            className={`min-h-12 rounded-lg px-4 font-medium ${sharing ? 'ring-1 ring-line' : 'bg-primary text-on-primary'}`}
          >
            {sharing ? t('stop') : t('share')}
          </button>
          <p role="status" className="text-sm text-muted">
            {sharing ? t('sharingOn') : t('sharingOff')}
          </p>
          {problem ? (
            <p role="alert" className="text-sm text-danger" data-testid="share-problem">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby="latest-title" data-testid="latest-location" className="rounded-xl bg-soft p-4">
        <h2 id="latest-title" className="font-semibold">
          {t('latest')}
        </h2>
        {latest ? (
          <>
            <p>
              {t('sharedBy', {
                name: latest.name,
                at: format.dateTime(new Date(latest.recordedAt), 'weekdayTimeSeconds'),
              })}
            </p>
            <p className="text-sm text-muted">
              {latest.lat.toFixed(5)}, {latest.lng.toFixed(5)}
              {latest.accuracy !== null ? ` · ${t('accuracy', { meters: Math.round(latest.accuracy) })}` : ''}
            </p>
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex min-h-12 items-center font-medium text-primary underline"
              >
                {t('openInMaps')}
              </a>
            ) : null}
          </>
        ) : (
          <p className="text-muted">{t('none')}</p>
        )}
      </section>
    </ReadyBox>
  );
}
