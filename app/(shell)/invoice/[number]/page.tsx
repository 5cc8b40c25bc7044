// /invoice/{number} (rules §2, title "Invoice Details"): one invoice with its items and totals,
// its PDF to download, the PDFs as mailed, and — for the office — its activities, changes, status,
// mailing and copy. A client reads their own sent invoice and downloads it.
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { can, isPlannerOrOffice } from '@/lib/domain/auth/rights-registry';
import {
  getClients,
  getCompanies,
  getInvoice,
  getInvoiceActivities,
  getInvoiceDocuments,
} from '@/lib/bff/queries/money';
import { ZDocumentNumber } from '@/lib/domain/money';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { companyChoices } from '@/app/(shell)/_money/company-choices';
import { InvoiceDetail } from './invoice-detail';
import { pageRecord } from '@/lib/bff/load';

export const generateMetadata = () => titleMetadata('invoiceDetails');

export default async function InvoicePage({ params }: { params: Promise<{ number: string }> }) {
  const number = decodeURIComponent((await params).number);
  const t = await getTranslations('InvoicePage');
  if (!ZDocumentNumber.safeParse(number).success) notFound();
  const session = await getRequestSession();
  const rights = session?.rights;
  const types = session?.user.loginTypes ?? [];
  const canEdit = can(rights, 'invoices.EDIT');
  const canCreate = can(rights, 'invoices.CREATE');
  const [invoice, files, activities, today] = await Promise.all([
    getInvoice(number),
    getInvoiceDocuments(number),
    canEdit ? getInvoiceActivities(number) : null,
    getTenantToday(),
  ]);
  pageRecord(invoice);
  if (!invoice.ok) return <LoadFailed code={invoice.code} heading={t('notFound')} />;
  const [companies, clients] = canEdit ? await Promise.all([getCompanies(), getClients()]) : [null, null];
  const companyList = companies?.ok ? companies.data : [];
  const clientList = clients?.ok ? clients.data : [];
  return (
    <InvoiceDetail
      initial={invoice.data}
      files={files.ok ? files.data : []}
      activities={activities?.ok ? activities.data : null}
      companies={companyList.map((c) => ({ id: c.id, name: c.name }))}
      clients={clientList.map((c) => ({ id: c.id, number: c.number, name: c.name, email: c.email }))}
      choices={canEdit ? await companyChoices(companyList, isPlannerOrOffice(types)) : {}}
      today={today}
      canEdit={canEdit}
      canCreate={canCreate}
    />
  );
}
