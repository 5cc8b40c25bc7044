'use client';
// Push notifications on this device (rules §7 setPushNotificationSubscription): the browser's
// permission is asked only when the user turns them on; a refused permission shows the rules §6
// warning. What arrives: new job requests, changed or cancelled jobs, documents to sign, and the
// reminder before a shift (the "pre-call").
import { useEffect, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { PermissionWarning } from '@/app/_components/permission-warning';
import { Button } from '@/app/_components/ui/buttons';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { deletePushSubscription, savePushSubscription, usePushSettings } from '@/lib/client/api/self-service';
import { errorCodeOf } from '@/lib/client/fetcher';
import { requestNotificationPermission } from '@/lib/client/permissions';
import { currentPushSubscription, pushSupported, subscribePush, unsubscribePush } from '@/lib/client/push';
import { toast } from '@/lib/client/toast-store';
import { usePermissionState } from '@/lib/client/use-permissions';
import type { TPushSettings } from '@/lib/domain/self-service/push';
import { userAgentParts } from '@/lib/domain/self-service/user-agent';

export function PushCard({ initial }: { initial: TPushSettings }) {
  const t = useTranslations('ProfilePage.push');
  const tErr = useTranslations('Errors');
  const hydrated = useHydrated();
  const { data: settings = initial, mutate } = usePushSettings(initial);
  const [permission, setPermission] = usePermissionState('notifications');
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = hydrated && pushSupported();

  useEffect(() => {
    if (!supported) return;
    let alive = true;
    void currentPushSubscription().then(async (sub) => {
      if (!alive) return;
      setOn(sub !== null);
      // The same browser may have been used by someone else: hand it to this login again.
      if (sub && Notification.permission === 'granted') await savePushSubscription(sub.toJSON()).catch(() => null);
    });
    return () => {
      alive = false;
    };
  }, [supported]);

  async function turnOn() {
    setBusy(true);
    try {
      const answer = await requestNotificationPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        if (answer !== 'denied') toast.info(t('notAllowed'));
        return;
      }
      await mutate(await savePushSubscription(await subscribePush(settings.publicKey)), { revalidate: false });
      setOn(true);
      toast.success(t('turnedOn'));
    } catch (err) {
      toast.error(err instanceof Error && err.name !== 'ApiClientError' ? t('failed') : tErr(errorCodeOf(err)));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const endpoint = await unsubscribePush();
      if (endpoint) await deletePushSubscription(endpoint);
      await mutate();
      setOn(false);
      toast.success(t('turnedOff'));
    } catch (err) {
      toast.error(tErr(errorCodeOf(err)));
    } finally {
      setBusy(false);
    }
  }

  const lead =
    settings.reminderMinutes % 60 === 0
      ? { unit: 'hours', count: settings.reminderMinutes / 60 }
      : { unit: 'minutes', count: settings.reminderMinutes };
  return (
    <div
      className="flex flex-col gap-3"
      data-testid="push-card"
      data-ready={hydrated || undefined}
      data-state={on === null ? 'unknown' : on ? 'on' : 'off'}
    >
      <p>{t('intro')}</p>
      <p className="text-sm text-muted">{t('reminder', lead)}</p>
      {!hydrated ? null : !supported ? (
        <p className="rounded-lg bg-soft p-3 text-sm" data-testid="push-unsupported">
          {t('unsupported')}
        </p>
      ) : (
        <>
          {permission === 'denied' ? <PermissionWarning needs={['notifications']} /> : null}
          <p className="font-medium" data-testid="push-status" role="status">
            {on ? t('statusOn') : t('statusOff')}
          </p>
          {on ? (
            <Button busy={busy} onClick={() => void turnOff()} data-testid="push-off">
              {t('turnOff')}
            </Button>
          ) : (
            <Button
              look="primary"
              busy={busy}
              disabled={on === null}
              onClick={() => void turnOn()}
              data-testid="push-on"
            >
              {t('turnOn')}
            </Button>
          )}
        </>
      )}
      <p className="text-sm text-muted" data-testid="push-devices">
        {settings.devices.length === 0 ? t('devicesNone') : t('devices', { count: settings.devices.length })}
      </p>
      {settings.devices.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" data-testid="push-device-list">
          {settings.devices.map((d) => (
            <li key={d.id} data-testid="push-device">
              {deviceName(d.userAgent, t)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** "Chrome on Android", read from the User-Agent the browser subscribed with. */
function deviceName(userAgent: string | null, t: ReturnType<typeof useTranslations<'ProfilePage.push'>>): string {
  const { browser, system } = userAgentParts(userAgent);
  if (!system) return browser ?? t('deviceUnknown');
  return t('deviceName', { browser: browser ?? t('deviceUnknown'), system });
}
