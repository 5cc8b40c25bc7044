// The /api/v1 paths of receipts, invoices and company settings, taken from the operations'
// endpoints (./endpoints), for the web app's server queries (lib/bff/queries) and the browser
// (lib/client/api).
import { withQuery, type TQueryValue } from '../api-path';
import { pathOf } from '../endpoint';
import * as e from './endpoints';

type TQuery = Record<string, TQueryValue>;

export const moneyPaths = {
  receipts: (query: TQuery = {}) => withQuery(e.listReceipts.path, query),
  companyReceipts: (companyId: number) => pathOf(e.listCompanyReceipts, { id: companyId }),
  receipt: (n: string) => pathOf(e.getReceipt, { number: n }),
  receiptItems: (n: string) => pathOf(e.listReceiptItems, { number: n }),
  receiptStatus: (n: string) => pathOf(e.changeReceiptStatus, { number: n }),
  receiptCopy: (n: string) => pathOf(e.copyReceipt, { number: n }),
  receiptDocuments: (n: string) => pathOf(e.listReceiptFiles, { number: n }),
  receiptDocument: (n: string, fileId: number) => pathOf(e.receiptFile, { number: n, fileId }),
  receiptActivities: (n: string) => pathOf(e.listReceiptActivities, { number: n }),

  invoices: (query: TQuery = {}) => withQuery(e.listInvoices.path, query),
  companyInvoices: (companyId: number) => pathOf(e.listCompanyInvoices, { id: companyId }),
  invoice: (n: string) => pathOf(e.getInvoice, { number: n }),
  invoiceItems: (n: string) => pathOf(e.listInvoiceItems, { number: n }),
  invoiceStatus: (n: string) => pathOf(e.changeInvoiceStatus, { number: n }),
  invoiceSend: (n: string) => pathOf(e.sendInvoice, { number: n }),
  invoiceCopy: (n: string) => pathOf(e.copyInvoice, { number: n }),
  invoicePdf: (n: string) => pathOf(e.invoicePdf, { number: n }),
  invoiceDocuments: (n: string) => pathOf(e.listInvoiceFiles, { number: n }),
  invoiceDocument: (n: string, fileId: number) => pathOf(e.invoiceFile, { number: n, fileId }),
  invoiceActivities: (n: string) => pathOf(e.listInvoiceActivities, { number: n }),

  companySettings: (companyId: number) => pathOf(e.getCompanySettings, { id: companyId }),
};
