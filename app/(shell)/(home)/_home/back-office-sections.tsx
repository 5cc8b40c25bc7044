// Home's way into the paperwork: a client's unpaid invoices and their mailbox, and the company
// settings for office staff and planners.
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getCompanies, getInvoices } from '@/lib/bff/queries/money';
import { calendarDate } from '@/lib/i18n/formats';
import { ActionLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { DataSection } from '@/app/_components/ui/data-section';

/** A client's invoices still to pay, the overdue ones first, with the way to all of them and to their mail. */
export async function ClientInvoices({ canMailbox }: { canMailbox: boolean }) {
  const [t, format, invoices] = await Promise.all([getTranslations('BackOfficeHome'), getFormatter(), getInvoices({})]);
  const unpaid = invoices.ok
    ? {
        ok: true as const,
        data: invoices.data
          .filter((i) => i.status === 'sent' || i.status === 'overdue')
          .sort((a, b) =>
            a.status === b.status ? a.dueDate.localeCompare(b.dueDate) : a.status === 'overdue' ? -1 : 1,
          ),
      }
    : invoices;
  return (
    <div className="flex flex-col gap-2">
      <DataSection
        id="client-invoices"
        testId="home-client-invoices"
        title={t('yourInvoices')}
        failed={t('loadFailed')}
        result={unpaid}
        empty={t('nothingToPay')}
      >
        {(items) => (
          <ul className="divide-y divide-line">
            {items.map((i) => (
              <li key={i.id} className="py-2 first:pt-0">
                <Link href={`/invoice/${i.number}`} className="flex items-start justify-between gap-3">
                  <span>
                    <span className="block font-medium underline">{i.number}</span>
                    <span className={`block text-sm ${i.status === 'overdue' ? 'text-danger' : 'text-muted'}`}>
                      {t(i.status === 'overdue' ? 'overdueSince' : 'dueOn', { date: calendarDate(i.dueDate) })}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {format.number(i.gross / 100, { style: 'currency', currency: i.currency })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </DataSection>
      <div className="grid gap-2 sm:grid-cols-2">
        <ActionLink href="/invoices" testId="home-all-invoices">
          {t('allInvoices')}
        </ActionLink>
        {canMailbox ? (
          <ActionLink href="/mailbox" testId="home-mailbox">
            {t('mailbox')}
          </ActionLink>
        ) : null}
      </div>
    </div>
  );
}

/** Office staff and planners keep each company's numbering, VAT rates and invoice sender. */
export async function CompanySettingsLinks() {
  const [t, companies] = await Promise.all([getTranslations('BackOfficeHome'), getCompanies()]);
  if (!companies.ok || companies.data.length === 0) return null;
  return (
    <Card id="company-settings" title={t('companySettings')} testId="home-company-settings">
      <ul className="grid gap-2 sm:grid-cols-2">
        {companies.data.map((c) => (
          <li key={c.id} className="flex">
            <ActionLink href={`/companies/${c.id}/settings`}>{t('settingsOf', { company: c.name })}</ActionLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
