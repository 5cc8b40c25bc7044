import { getTranslations } from 'next-intl/server';
import { getInvoices, getReceipts } from '@/lib/bff/queries/money';
import { ActionLink } from '@/app/_components/ui/buttons';
import { LoadFailed } from '@/app/_components/ui/load-failed';

type Props = { canMailbox: boolean; canReceipts: boolean; canInvoices: boolean };

/** Office staff start from their paperwork: what waits (overdue invoices, open receipts) and the mailbox. */
export async function OfficeWelcome({ canMailbox, canReceipts, canInvoices }: Props) {
  const [t, tb, overdue, open] = await Promise.all([
    getTranslations('HomePage'),
    getTranslations('BackOfficeHome'),
    canInvoices ? getInvoices({ status: 'overdue' }) : null,
    canReceipts ? getReceipts({ status: 'open' }) : null,
  ]);
  return (
    <section data-testid="home-office" className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
      <h2 className="mb-2 text-base font-semibold">{t('officeTitle')}</h2>
      <p className="mb-3">{t('officeIntro')}</p>
      <ul className="mb-3 grid gap-2 sm:grid-cols-2">
        {canInvoices ? (
          <li className="flex flex-col gap-1">
            <ActionLink
              href={overdue?.ok && overdue.data.length ? '/invoices?status=overdue' : '/invoices'}
              testId="home-invoices"
            >
              {tb('invoicesPlain')}
            </ActionLink>
            {overdue?.ok && overdue.data.length ? (
              <span className="text-sm font-medium text-danger">
                {tb('invoices', { overdue: overdue.data.length })}
              </span>
            ) : null}
          </li>
        ) : null}
        {canReceipts ? (
          <li className="flex flex-col gap-1">
            <ActionLink
              href={open?.ok && open.data.length ? '/receipts?status=open' : '/receipts'}
              testId="home-receipts"
            >
              {tb('receiptsPlain')}
            </ActionLink>
            <span className="text-sm text-muted">
              {open?.ok && open.data.length ? tb('receipts', { open: open.data.length }) : t('officeReceipts')}
            </span>
          </li>
        ) : null}
        {canMailbox ? (
          <li className="flex flex-col gap-1">
            <ActionLink href="/mailbox" testId="home-mailbox">
              {tb('mailbox')}
            </ActionLink>
            <span className="text-sm text-muted">{tb('mailboxHint')}</span>
          </li>
        ) : null}
      </ul>
      {/* Without the counts the links would read as "nothing waits": say why they are missing. */}
      {overdue && !overdue.ok ? (
        <LoadFailed code={overdue.code} />
      ) : open && !open.ok ? (
        <LoadFailed code={open.code} />
      ) : null}
      <p className="text-sm">{t('officeMenu')}</p>
    </section>
  );
}
