// /companies/{id}/settings (the call of rules §7): a company's paperwork settings —
// currency, numbering of invoices and receipts, VAT rates, payment terms, invoice sender.
// Office staff and planners keep them; the backend says no to anyone else.
import { getTranslations } from 'next-intl/server';
import { getCompanySettings } from '@/lib/bff/queries/money';
import { loadById, pageRecord } from '@/lib/bff/load';
import { titleMetadata } from '@/lib/i18n/page-title';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { CompanySettingsForm } from './lazy-forms';

export const generateMetadata = () => titleMetadata('companySettings');

export default async function CompanySettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations('CompanySettingsPage')]);
  const settings = pageRecord(await loadById(id, getCompanySettings));
  if (!settings.ok) return <LoadFailed code={settings.code} heading={t('notFound')} />;
  return <CompanySettingsForm initial={settings.data} />;
}
