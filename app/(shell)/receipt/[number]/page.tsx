// /receipt/{number} (rules §2): one receipt with its items and totals, its photos and PDFs, and
// what happened to it; changed, moved on, copied and deleted by those with the rights to.
import { getTranslations } from 'next-intl/server';
import { can, isPlannerOrOffice } from '@/lib/domain/auth/rights-registry';
import { getCompanies, getReceipt, getReceiptActivities, getReceiptDocuments } from '@/lib/bff/queries/money';
import { ZDocumentNumber } from '@/lib/domain/money';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { companyChoices } from '@/app/(shell)/_money/company-choices';
import { ReceiptDetail } from './receipt-detail';
import { pageRecord } from '@/lib/bff/load';

export const generateMetadata = () => titleMetadata('receipt');

export default async function ReceiptPage({ params }: { params: Promise<{ number: string }> }) {
  const number = decodeURIComponent((await params).number);
  const t = await getTranslations('ReceiptPage');
  if (!ZDocumentNumber.safeParse(number).success) return <LoadFailed code="NOT_FOUND" heading={t('notFound')} />;
  const [session, receipt, files, activities, today] = await Promise.all([
    getRequestSession(),
    getReceipt(number),
    getReceiptDocuments(number),
    getReceiptActivities(number),
    getTenantToday(),
  ]);
  pageRecord(receipt);
  if (!receipt.ok) return <LoadFailed code={receipt.code} heading={t('notFound')} />;
  const rights = session?.rights;
  const types = session?.user.loginTypes ?? [];
  const canWrite = can(rights, 'receipts.CREATE');
  const companies = canWrite ? await getCompanies() : null;
  const companyList = companies?.ok ? companies.data : [];
  return (
    <ReceiptDetail
      initial={receipt.data}
      files={files.ok ? files.data : []}
      activities={activities.ok ? activities.data : []}
      companies={companyList.map((c) => ({ id: c.id, name: c.name }))}
      choices={canWrite ? await companyChoices(companyList, isPlannerOrOffice(types)) : {}}
      today={today}
      canWrite={canWrite}
      canDelete={can(rights, 'receipts.DELETE')}
    />
  );
}
