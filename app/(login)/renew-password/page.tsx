import { getTranslations } from 'next-intl/server';
import { LoginAreaButtonLink, LoginAreaLink } from '../_components/login-area-parts';

/** Where a user lands whose password must be renewed: explain, then hand over to the reset flow. */
export default async function RenewPasswordPage() {
  const t = await getTranslations('RenewPasswordPage');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{t('heading')}</h1>
      <p>{t('body')}</p>
      <LoginAreaButtonLink href="/forgotten-password">{t('action')}</LoginAreaButtonLink>
      <LoginAreaLink href="/login">{t('backToLogin')}</LoginAreaLink>
    </div>
  );
}
