// The /api/v1 paths of receipts, invoices and company settings, written once for the web app's
// server queries (lib/bff/queries) and the browser (lib/client/api).
import { withQuery, type TQueryValue } from '../api-path';

type TQuery = Record<string, TQueryValue>;
const receipt = (n: string) => `/receipts/${encodeURIComponent(n)}`;
const invoice = (n: string) => `/invoices/${encodeURIComponent(n)}`;

export const moneyPaths = {
  receipts: (query: TQuery = {}) => withQuery('/receipts', query),
  companyReceipts: (companyId: number) => `/companies/${companyId}/receipts`,
  receipt,
  receiptItems: (n: string) => `${receipt(n)}/items`,
  receiptStatus: (n: string) => `${receipt(n)}/status`,
  receiptCopy: (n: string) => `${receipt(n)}/copy`,
  receiptDocuments: (n: string) => `${receipt(n)}/documents`,
  receiptDocument: (n: string, fileId: number) => `${receipt(n)}/documents/${fileId}`,
  receiptActivities: (n: string) => `${receipt(n)}/activities`,

  invoices: (query: TQuery = {}) => withQuery('/invoices', query),
  companyInvoices: (companyId: number) => `/companies/${companyId}/invoices`,
  invoice,
  invoiceItems: (n: string) => `${invoice(n)}/items`,
  invoiceStatus: (n: string) => `${invoice(n)}/status`,
  invoiceSend: (n: string) => `${invoice(n)}/send`,
  invoiceCopy: (n: string) => `${invoice(n)}/copy`,
  invoicePdf: (n: string) => `${invoice(n)}/pdf`,
  invoiceDocuments: (n: string) => `${invoice(n)}/documents`,
  invoiceDocument: (n: string, fileId: number) => `${invoice(n)}/documents/${fileId}`,
  invoiceActivities: (n: string) => `${invoice(n)}/activities`,

  companySettings: (companyId: number) => `/companies/${companyId}/settings`,
};
