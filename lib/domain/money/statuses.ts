// The life of a receipt and of an invoice, as plain constants (no zod): the screens read them to
// offer only the moves that exist, and the services enforce the same tables.
//
// Receipt (an expense filed against a company):
//   open ──approve──▶ approved ──pay──▶ paid
//     │ ▲               │
//  reject│ reopen      reopen
//     ▼ │               ▼
//   rejected          open
// Only an open receipt can be changed; only an open or rejected one can be deleted (approved
// and paid receipts are in the books).
//
// Invoice (a sales invoice to a client): draft ──send──▶ sent ──pay──▶ paid (and paid → sent
// when a payment is undone). "Overdue" is not stored: it is a sent invoice past its due date,
// seen from the tenant's today. Only a draft can be changed; invoices are never deleted, so
// their numbers have no gaps.

export const RECEIPT_STATUSES = ['open', 'approved', 'rejected', 'paid'] as const;
export type TReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const RECEIPT_TRANSITIONS: Record<TReceiptStatus, readonly TReceiptStatus[]> = {
  open: ['approved', 'rejected'],
  approved: ['paid', 'open'],
  rejected: ['open'],
  paid: [],
};

export const receiptEditable = (status: TReceiptStatus) => status === 'open';
export const receiptDeletable = (status: TReceiptStatus) => status === 'open' || status === 'rejected';

export const INVOICE_STORED_STATUSES = ['draft', 'sent', 'paid'] as const;
export type TInvoiceStoredStatus = (typeof INVOICE_STORED_STATUSES)[number];
/** What lists and screens show: the stored status, with "overdue" for a sent invoice past due. */
export const INVOICE_STATUSES = ['draft', 'sent', 'overdue', 'paid'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_TRANSITIONS: Record<TInvoiceStoredStatus, readonly TInvoiceStoredStatus[]> = {
  draft: ['sent'],
  sent: ['paid'],
  paid: ['sent'],
};

export const invoiceEditable = (status: TInvoiceStoredStatus) => status === 'draft';

/** The status to show on `today` (YYYY-MM-DD in the tenant's time zone). */
export function invoiceStatus(stored: TInvoiceStoredStatus, dueDate: string, today: string): TInvoiceStatus {
  return stored === 'sent' && dueDate < today ? 'overdue' : stored;
}
