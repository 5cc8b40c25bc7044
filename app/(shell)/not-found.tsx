import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = () => titleMetadata('notFound');

export default async function ShellNotFound() {
  const t = await getTranslations('NotFoundPage');
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <p aria-hidden="true" className="text-5xl font-bold text-primary">404</p>
      <h2 className="text-xl font-semibold">{t('heading')}</h2>
      <p className="text-muted">{t('body')}</p>
      <Link href="/" className="flex min-h-12 items-center rounded-lg bg-primary px-6 font-medium text-on-primary shadow-box">{t('home')}</Link>
    </div>
  );
}
