import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = () => titleMetadata('notFound');

/** Any path that is not a route of SPEC §2. */
export default async function NotFound() {
  const t = await getTranslations('NotFoundPage');
  return (
    <main className="pt-safe pb-safe mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t('heading')}</h1>
      <p className="text-muted">{t('body')}</p>
      <Link href="/" className="flex min-h-12 items-center rounded-lg bg-primary px-6 font-medium text-on-primary shadow-box">{t('home')}</Link>
    </main>
  );
}
