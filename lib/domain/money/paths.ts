// The /api/v1 paths of receipts, invoices and company settings, taken from the operations'
// endpoints (./endpoints), for the web app's server queries (lib/bff/queries) and the browser
// (lib/client/api).
import { pathOf } from '../endpoint';
import * as e from './endpoints';

export const moneyPaths = {
  receiptDocuments: (n: string) => pathOf(e.listReceiptFiles, { number: n }),
  receiptDocument: (n: string, fileId: number) => pathOf(e.receiptFile, { number: n, fileId }),
  invoicePdf: (n: string) => pathOf(e.invoicePdf, { number: n }),
  invoiceDocument: (n: string, fileId: number) => pathOf(e.invoiceFile, { number: n, fileId }),
};
