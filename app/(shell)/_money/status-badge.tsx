'use client';
// The status of a receipt or an invoice as a coloured word (an overdue invoice stands out).
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TInvoiceStatus, TReceiptStatus } from '@/lib/domain/money/statuses';

const LOOK: Record<string, string> = {
  open: 'ring-warning',
  draft: 'ring-line text-muted',
  approved: 'ring-success text-success',
  sent: 'ring-line text-hover',
  paid: 'ring-success text-success',
  rejected: 'ring-danger text-danger',
  overdue: 'bg-danger/10 ring-danger text-danger',
};

export function MoneyStatusBadge({
  kind,
  status,
}: { kind: 'receipt'; status: TReceiptStatus } | { kind: 'invoice'; status: TInvoiceStatus }) {
  const t = useTranslations('MoneyParts');
  return (
    <span
      data-testid={`${kind}-status`}
      data-status={status}
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${LOOK[status] ?? 'ring-line'}`}
    >
      {kind === 'receipt' ? t(`receiptStatus.${status}`) : t(`invoiceStatus.${status}`)}
    </span>
  );
}
