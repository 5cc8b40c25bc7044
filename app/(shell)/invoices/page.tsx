// /invoices (rules §2, title "Invoices", right invoices): the sales invoices of the tenant's
// companies (a client: their own sent invoices), filtered by status, company and text; a new
// invoice for those with the right invoices CREATE.
import { can, isPlannerOrOffice } from '@/lib/domain/auth/rights-registry';
import { getClients, getCompanies, getInvoices } from '@/lib/bff/queries/money';
import { INVOICE_STATUSES } from '@/lib/domain/money/statuses';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { companyChoices } from '@/app/(shell)/_money/company-choices';
import { listQueryOf, queryParams } from '@/app/(shell)/_money/list-query';
import { InvoicesView } from './invoices-view';

export const generateMetadata = () => titleMetadata('invoices');

export default async function InvoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = listQueryOf(await searchParams, INVOICE_STATUSES);
  const [session, invoices, companies, today] = await Promise.all([
    getRequestSession(),
    getInvoices(queryParams(query)),
    getCompanies(),
    getTenantToday(),
  ]);
  const types = session?.user.loginTypes ?? [];
  const canCreate = can(session?.rights, 'invoices.CREATE');
  const companyList = companies.ok ? companies.data : [];
  const [clients, choices] = canCreate
    ? await Promise.all([getClients(), companyChoices(companyList, isPlannerOrOffice(types))])
    : [null, {}];
  return (
    <InvoicesView
      query={query}
      initial={invoices.ok ? { ok: true, data: invoices.data } : { ok: false, code: invoices.code }}
      companies={companyList.map((c) => ({ id: c.id, name: c.name }))}
      clients={clients?.ok ? clients.data.map((c) => ({ id: c.id, number: c.number, name: c.name })) : []}
      choices={choices}
      today={today}
      canCreate={canCreate}
      settingsFor={isPlannerOrOffice(types) ? companyList.map((c) => ({ id: c.id, name: c.name })) : []}
      showClient={isPlannerOrOffice(types)}
    />
  );
}
