import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** Where a user lands whose password must be renewed: explain, then hand over to the reset flow. */
export default async function RenewPasswordPage() {
  const t = await getTranslations('RenewPasswordPage');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{t('heading')}</h1>
      <p>{t('body')}</p>
      <Link
        href="/forgotten-password"
        className="flex min-h-12 items-center justify-center rounded-lg bg-primary px-4 font-semibold text-on-primary shadow-box"
      >
        {t('action')}
      </Link>
      <Link href="/login" className="flex min-h-12 items-center justify-center text-sm text-hover hover:underline">
        {t('backToLogin')}
      </Link>
    </div>
  );
}
