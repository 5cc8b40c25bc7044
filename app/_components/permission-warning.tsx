'use client';
// rules §6: pre-call, check-in and check-out need location (and notifications); when the browser
// refuses, tell the user to allow them in the browser settings.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { deniedPermissions, type TPermissionName } from '@/lib/client/permissions';
import { useGeolocationPermission, useNotificationPermission } from '@/lib/client/use-permissions';

export function PermissionWarning({ needs = ['geolocation', 'notifications'] }: { needs?: TPermissionName[] }) {
  const t = useTranslations('PermissionWarning');
  const geolocation = useGeolocationPermission();
  const notifications = useNotificationPermission();
  const denied = deniedPermissions({
    ...(needs.includes('geolocation') && geolocation.state ? { geolocation: geolocation.state } : {}),
    ...(needs.includes('notifications') && notifications.state ? { notifications: notifications.state } : {}),
  });
  const askable = needs.filter((n) => (n === 'geolocation' ? geolocation.state : notifications.state) === 'prompt');

  if (denied.length === 0 && askable.length === 0) return null;
  return (
    <div
      role={denied.length > 0 ? 'alert' : 'status'}
      data-testid="permission-warning"
      className="rounded-lg border border-warning bg-soft p-3 text-sm"
    >
      {denied.length > 0 ? (
        <>
          <p className="font-semibold">{t('title')}</p>
          <p>{t('body', { count: denied.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {denied.map((name) => (
              <li key={name}>{t(name)}</li>
            ))}
          </ul>
          <p className="mt-1 text-muted">{t('howTo')}</p>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <p className="flex-1">{t('ask')}</p>
          {askable.includes('geolocation') ? (
            <button
              type="button"
              onClick={() => geolocation.request().catch(() => undefined)}
              className="min-h-12 rounded-lg bg-primary px-4 font-medium text-on-primary"
            >
              {t('allowLocation')}
            </button>
          ) : null}
          {askable.includes('notifications') ? (
            <button
              type="button"
              onClick={() => void notifications.request()}
              className="min-h-12 rounded-lg bg-primary px-4 font-medium text-on-primary"
            >
              {t('allowNotifications')}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
