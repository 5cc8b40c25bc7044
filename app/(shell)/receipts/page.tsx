// /receipts (rules §2, right receipts): the expense receipts filed against the tenant's companies,
// filtered by status, company and text; a new receipt for those with the right receipts CREATE.
import { can, isPlannerOrOffice } from '@/lib/domain/auth/rights-registry';
import { getCompanies, getReceipts } from '@/lib/bff/queries/money';
import { RECEIPT_STATUSES } from '@/lib/domain/money/statuses';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { companyChoices } from '@/app/(shell)/_money/company-choices';
import { listQueryOf, queryParams } from '@/app/(shell)/_money/list-query';
import { ReceiptsView } from './receipts-view';

export const generateMetadata = () => titleMetadata('receipts');

export default async function ReceiptsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = listQueryOf(await searchParams, RECEIPT_STATUSES);
  const [session, receipts, companies, today] = await Promise.all([
    getRequestSession(),
    getReceipts(queryParams(query)),
    getCompanies(),
    getTenantToday(),
  ]);
  const types = session?.user.loginTypes ?? [];
  const canCreate = can(session?.rights, 'receipts.CREATE');
  const companyList = companies.ok ? companies.data : [];
  const choices = canCreate ? await companyChoices(companyList, isPlannerOrOffice(types)) : {};
  return (
    <ReceiptsView
      query={query}
      initial={receipts.ok ? { ok: true, data: receipts.data } : { ok: false, code: receipts.code }}
      companies={companyList.map((c) => ({ id: c.id, name: c.name }))}
      choices={choices}
      today={today}
      canCreate={canCreate}
      settingsFor={isPlannerOrOffice(types) ? companyList.map((c) => ({ id: c.id, name: c.name })) : []}
    />
  );
}
