'use client';
// The receipts list: filters, one card per receipt (number, status, supplier, date, company,
// total and VAT), and the form for a new one, which opens the receipt once it is filed.
import { useCallback, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { LoadedList, type TInitialList } from '@/app/_components/ui/loaded-list';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { useReceipts } from '@/lib/client/api/money';
import { toast } from '@/lib/client/toast-store';
import { calendarDate } from '@/lib/i18n/formats';
import { RECEIPT_STATUSES, type TReceiptStatus } from '@/lib/domain/money/statuses';
import type { TReceiptListItem } from '@/lib/domain/money';
import type { TNamedRef } from '@/lib/domain/response-parts';
import type { TCompanyChoices } from '@/app/(shell)/_money/item-drafts';
import { LazyReceiptForm } from '@/app/(shell)/_money/lazy-forms';
import { ListFilters } from '@/app/(shell)/_money/list-filters';
import { queryParams, sameQuery, type TListQuery } from '@/app/(shell)/_money/list-query';
import { showQueryInAddress } from '@/lib/client/address-query';
import { useMoney } from '@/app/(shell)/_money/money';
import { MoneyStatusBadge } from '@/app/(shell)/_money/status-badge';
import { SettingsLinks } from '@/app/(shell)/_money/settings-links';
import { ListExport } from '@/app/(shell)/_money/list-export';

type Props = {
  query: TListQuery<TReceiptStatus>;
  initial: TInitialList<TReceiptListItem>;
  companies: TNamedRef[];
  choices: Record<number, TCompanyChoices>;
  today: string;
  canCreate: boolean;
  /** Office and planners keep the companies' settings. */
  settingsFor: TNamedRef[];
};

export function ReceiptsView({ query: firstQuery, initial, companies, choices, today, canCreate, settingsFor }: Props) {
  const t = useTranslations('ReceiptsPage');
  const tParts = useTranslations('MoneyParts');
  const format = useFormatter();
  const money = useMoney();
  const router = useRouter();
  const [query, setQuery] = useState(firstQuery);
  const [creating, setCreating] = useState(false);
  const first = sameQuery(query, firstQuery) && initial.ok ? initial.data : undefined;
  const swr = useReceipts(queryParams(query), first);
  const change = useCallback((next: TListQuery<TReceiptStatus>) => {
    setQuery(next);
    showQueryInAddress(queryParams(next));
  }, []);

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="receipts-view">
      {canCreate ? (
        creating ? (
          <Card id="new-receipt" title={t('newReceipt')}>
            <LazyReceiptForm
              companies={companies}
              choices={choices}
              today={today}
              onCancel={() => setCreating(false)}
              onSaved={(r) => {
                toast.success(t('createdToast', { number: r.number }));
                router.push(`/receipt/${r.number}`);
              }}
            />
          </Card>
        ) : (
          <Button look="primary" onClick={() => setCreating(true)} data-testid="new-receipt">
            {t('newReceipt')}
          </Button>
        )
      ) : null}
      <ListFilters
        query={query}
        onChange={change}
        companies={companies}
        statuses={RECEIPT_STATUSES.map((s) => ({ value: s, label: tParts(`receiptStatus.${s}`) }))}
      />
      <LoadedList
        swr={swr}
        initial={initial}
        failedHeading={t('notFound')}
        empty={t('empty')}
        emptyTestId="receipts-empty"
      >
        {(rows) => (
          <>
            <p className="sr-only" aria-live="polite">
              {t('count', { count: rows.length })}
            </p>
            <ul className="flex flex-col gap-3" data-testid="receipt-list">
              {rows.map((r) => (
                <li key={r.id}>
                  <Link
                    href={`/receipt/${r.number}`}
                    data-testid="receipt-row"
                    className="flex flex-col gap-1 rounded-xl bg-app p-4 shadow-box ring-1 ring-line hover:ring-hover"
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="font-semibold">{r.supplierName}</span>
                      <MoneyStatusBadge kind="receipt" status={r.status} />
                    </span>
                    <span className="flex items-end justify-between gap-2 text-sm">
                      <span className="text-muted">
                        {/* Data only: the number, the date and the company, side by side. */}
                        {[r.number, format.dateTime(calendarDate(r.date), 'calendarDayYear'), r.company.name].join(
                          ' · ',
                        )}
                      </span>
                      <span className="text-right">
                        <span className="block font-semibold tabular-nums">{money(r.gross, r.currency)}</span>
                        <span className="block text-xs text-muted">
                          {tParts('vatAmount', { amount: money(r.vat, r.currency) })}
                        </span>
                      </span>
                    </span>
                    {r.documentCount ? (
                      <span className="text-xs text-muted">{t('fileCount', { count: r.documentCount })}</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadedList>
      {swr.data?.length ? <ListExport kind="receipts" query={query} /> : null}
      <SettingsLinks companies={settingsFor} />
    </ReadyBox>
  );
}
