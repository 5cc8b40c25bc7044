import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { recordTitleOf } from '@/lib/auth/screen-access';
import { PATHNAME_HEADER } from '@/lib/bff/pathname-header';
import { titleMetadata } from '@/lib/i18n/page-title';
import { NotFoundContent } from '../_components/not-found-content';
import { ErrorNote } from '../_components/ui/error-note';

export const generateMetadata = () => titleMetadata('notFound');

/**
 * Inside the shell, both with status 404: the screen of a record that does not exist (its page
 * called notFound() through pageRecord) says which record is missing ("Payroll not found");
 * any other path gets the general not-found screen.
 */
export default async function ShellNotFound() {
  const pathname = (await headers()).get(PATHNAME_HEADER);
  const record = pathname ? recordTitleOf(pathname) : null;
  if (!record) return <NotFoundContent inShell />;
  const [t, titles, errors] = await Promise.all([
    getTranslations('NotFoundPage'),
    getTranslations('Titles'),
    getTranslations('Errors'),
  ]);
  return <ErrorNote heading={t('record', { record: titles(record) })} reason={errors('NOT_FOUND')} />;
}
