// /version (rules §2, public): this web app's version, the backend's version and its status.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getBackendStatus, getBackendVersion } from '@/lib/bff/queries/system';
import { getRequestSession } from '@/lib/bff/render-context';
import pkg from '@/package.json';

export default async function VersionPage() {
  const [t, version, status, session] = await Promise.all([
    getTranslations('VersionPage'),
    getBackendVersion(),
    getBackendStatus(),
    getRequestSession(),
  ]);
  const rows: [string, string, string][] = [
    ['web', t('webApp'), pkg.version],
    ['backend', t('backend'), version ?? t('unknown')],
    ['status', t('status'), t(`statuses.${status}`)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{t('heading')}</h1>
      <dl className="divide-y divide-line rounded-lg ring-1 ring-line">
        {rows.map(([id, label, value]) => (
          <div key={id} className="flex items-center justify-between gap-4 px-3 py-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd
              data-testid={`version-${id}`}
              className={`text-sm ${id === 'status' ? (status === 'ok' ? 'text-success' : 'text-danger') : 'font-mono'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <Link
        href={session ? '/' : '/login'}
        className="flex min-h-12 items-center justify-center text-sm text-hover hover:underline"
      >
        {session ? t('toHome') : t('toLogin')}
      </Link>
    </div>
  );
}
