'use client';
// The invoices list: filters, one card per invoice (number, client, date, due date, total and
// status; overdue stands out), and the form for a new draft, which opens it once made.
import { useCallback, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { LoadedList, type TInitialList } from '@/app/_components/ui/loaded-list';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { useInvoices } from '@/lib/client/api/money';
import { toast } from '@/lib/client/toast-store';
import { calendarDate } from '@/lib/i18n/formats';
import { INVOICE_STATUSES, type TInvoiceStatus } from '@/lib/domain/money/statuses';
import type { TInvoiceListItem } from '@/lib/domain/money';
import type { TNamedRef } from '@/lib/domain/response-parts';
import type { TCompanyChoices } from '@/app/(shell)/_money/item-drafts';
import { LazyInvoiceForm } from '@/app/(shell)/_money/lazy-forms';
import { ListFilters } from '@/app/(shell)/_money/list-filters';
import { queryParams, sameQuery, type TListQuery } from '@/app/(shell)/_money/list-query';
import { showQueryInAddress } from '@/lib/client/address-query';
import { useMoney } from '@/app/(shell)/_money/money';
import { MoneyStatusBadge } from '@/app/(shell)/_money/status-badge';
import { SettingsLinks } from '@/app/(shell)/_money/settings-links';
import { ListExport } from '@/app/(shell)/_money/list-export';

type Props = {
  query: TListQuery<TInvoiceStatus>;
  initial: TInitialList<TInvoiceListItem>;
  companies: TNamedRef[];
  clients: { id: number; number: number; name: string }[];
  choices: Record<number, TCompanyChoices & { paymentTermDays?: number }>;
  today: string;
  canCreate: boolean;
  /** Office and planners keep the companies' settings. */
  settingsFor: TNamedRef[];
  /** Office and planners see every client's invoices; a client sees only their own. */
  showClient: boolean;
};

export function InvoicesView(p: Props) {
  const t = useTranslations('InvoicesPage');
  const tParts = useTranslations('MoneyParts');
  const format = useFormatter();
  const money = useMoney();
  const router = useRouter();
  const [query, setQuery] = useState(p.query);
  const [creating, setCreating] = useState(false);
  const first = sameQuery(query, p.query) && p.initial.ok ? p.initial.data : undefined;
  const swr = useInvoices(queryParams(query), first);
  const change = useCallback((next: TListQuery<TInvoiceStatus>) => {
    setQuery(next);
    showQueryInAddress(queryParams(next));
  }, []);
  const date = (d: string) => format.dateTime(calendarDate(d), 'calendarDayYear');

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="invoices-view">
      {p.canCreate ? (
        creating ? (
          <Card id="new-invoice" title={t('newInvoice')}>
            <LazyInvoiceForm
              companies={p.companies}
              clients={p.clients}
              choices={p.choices}
              today={p.today}
              onCancel={() => setCreating(false)}
              onSaved={(inv) => {
                toast.success(t('createdToast', { number: inv.number }));
                router.push(`/invoice/${inv.number}`);
              }}
            />
          </Card>
        ) : (
          <Button look="primary" onClick={() => setCreating(true)} data-testid="new-invoice">
            {t('newInvoice')}
          </Button>
        )
      ) : null}
      <ListFilters
        query={query}
        onChange={change}
        companies={p.companies}
        statuses={INVOICE_STATUSES.filter((s) => p.showClient || s !== 'draft').map((s) => ({
          value: s,
          label: tParts(`invoiceStatus.${s}`),
        }))}
      />
      <LoadedList
        swr={swr}
        initial={p.initial}
        failedHeading={t('notFound')}
        empty={t('empty')}
        emptyTestId="invoices-empty"
      >
        {(rows) => (
          <>
            <p className="sr-only" aria-live="polite">
              {t('count', { count: rows.length })}
            </p>
            <ul className="flex flex-col gap-3" data-testid="invoice-list">
              {rows.map((inv) => (
                <li key={inv.id}>
                  <Link
                    href={`/invoice/${inv.number}`}
                    data-testid="invoice-row"
                    data-number={inv.number}
                    className="flex flex-col gap-1 rounded-xl bg-app p-4 shadow-box ring-1 ring-line hover:ring-hover"
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="font-semibold">{p.showClient ? inv.client.name : inv.company.name}</span>
                      <MoneyStatusBadge kind="invoice" status={inv.status} />
                    </span>
                    <span className="flex items-end justify-between gap-2 text-sm">
                      <span className="text-muted">
                        {t('rowMeta', { number: inv.number, date: date(inv.date), due: date(inv.dueDate) })}
                      </span>
                      <span className="shrink-0 font-semibold tabular-nums">{money(inv.gross, inv.currency)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadedList>
      {swr.data?.length ? <ListExport kind="invoices" query={query} /> : null}
      <SettingsLinks companies={p.settingsFor} />
    </ReadyBox>
  );
}
