// The invoices and receipts lists as spreadsheets: the rows the list shows with the same filters
// (and, for invoices, the same visibility: a client gets their own sent ones), every page at once,
// statuses and headers in the caller's language.
import type { DbOrTx } from '../../db/client';
import type { TAuth } from '../../context';
import type { TInvoiceListFilters, TReceiptListFilters } from '../../../domain/money';
import { readerOfCaller } from '../i18n/reader-of';
import { translator } from '../i18n/translate';
import { exportFile } from '../exports/export-file';
import { column, type TExportFormat } from '../exports/sheet';
import { listInvoices } from './invoice-read';
import { listReceipts } from './receipt-read';

/** More rows than a tenant keeps in years, and well within a spreadsheet's million. */
const ALL = { limit: 100_000, page: 1 };

const AMOUNTS = [column('currency'), column('net', 'money'), column('vat', 'money'), column('gross', 'money')];

const INVOICE_COLUMNS = [
  column('number'),
  column('company'),
  column('client'),
  column('date', 'date'),
  column('dueDate', 'date'),
  column('status'),
  ...AMOUNTS,
];

export async function exportInvoices(
  db: DbOrTx,
  auth: TAuth,
  q: TInvoiceListFilters & { today: string },
  format: TExportFormat,
) {
  const reader = await readerOfCaller(db, auth);
  const t = translator(reader.locale, 'MoneyParts');
  const { data } = await listInvoices(db, auth, { ...q, ...ALL });
  const rows = data.map((i) => [
    i.number,
    i.company.name,
    i.client.name,
    i.date,
    i.dueDate,
    t(`invoiceStatus.${i.status}`),
    i.currency,
    i.net,
    i.vat,
    i.gross,
  ]);
  return exportFile(reader, format, [{ key: 'invoices', columns: INVOICE_COLUMNS, rows }], { key: 'invoices' });
}

const RECEIPT_COLUMNS = [
  column('number'),
  column('company'),
  column('date', 'date'),
  column('supplier'),
  column('status'),
  ...AMOUNTS,
];

export async function exportReceipts(db: DbOrTx, auth: TAuth, q: TReceiptListFilters, format: TExportFormat) {
  const reader = await readerOfCaller(db, auth);
  const t = translator(reader.locale, 'MoneyParts');
  const { data } = await listReceipts(db, auth, { ...q, ...ALL });
  const rows = data.map((r) => [
    r.number,
    r.company.name,
    r.date,
    r.supplierName,
    t(`receiptStatus.${r.status}`),
    r.currency,
    r.net,
    r.vat,
    r.gross,
  ]);
  return exportFile(reader, format, [{ key: 'receipts', columns: RECEIPT_COLUMNS, rows }], { key: 'receipts' });
}
