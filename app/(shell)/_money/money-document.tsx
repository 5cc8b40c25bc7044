'use client';
// What an invoice's and a receipt's screens share: one action at a time, whose failure is a
// toast (the document is then read again) and whose answer is shown with the document's
// activities and files read again; the summary card under its number and status; and the lines
// with their totals, or the form that changes them.
import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import { Card } from '@/app/_components/ui/card';
import { useRefusal } from '@/app/_components/form/use-refusal';
import type { TInvoice, TReceipt } from '@/lib/domain/money';
import type { TInvoiceStatus, TReceiptStatus } from '@/lib/domain/money/statuses';
import { ItemsTable } from './items-table';
import { MoneyStatusBadge } from './status-badge';

type TRelated = { mutate: () => Promise<unknown> };

export function useMoneyDocumentActions<T>(mutate: KeyedMutator<T>, related: TRelated[]) {
  const refused = useRefusal();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      // Told why (by whom, when someone else changed it), then shown as it is now.
      await refused(err);
      await mutate();
    } finally {
      setBusy(false);
    }
  };
  const shown = async (next: T) => {
    await mutate(next, { revalidate: false });
    await Promise.all(related.map((r) => r.mutate()));
  };
  return { busy, run, shown };
}

type TKind = { kind: 'invoice'; status: TInvoiceStatus } | { kind: 'receipt'; status: TReceiptStatus };

export function MoneySummaryCard({
  heading,
  children,
  ...kind
}: TKind & { heading: string; children: React.ReactNode }) {
  return (
    <Card id={kind.kind} testId={`${kind.kind}-summary`}>
      <div className="mb-3 flex items-start justify-between gap-2">
        <h1 className="text-lg font-semibold" data-testid={`${kind.kind}-number`}>
          {heading}
        </h1>
        <MoneyStatusBadge {...kind} />
      </div>
      {children}
    </Card>
  );
}

/** The document's lines and totals; `form` instead while it is being changed. */
export function MoneyItemsCard({
  kind,
  title,
  document: d,
  form,
}: {
  kind: 'invoice' | 'receipt';
  title: string;
  document: TInvoice | TReceipt;
  form: React.ReactNode | null;
}) {
  return (
    <Card id={`${kind}-items`} title={title}>
      {form ?? (
        <ItemsTable items={d.items} totals={d.totals} currency={d.currency} pricesIncludeVat={d.pricesIncludeVat} />
      )}
    </Card>
  );
}
