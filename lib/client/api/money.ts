'use client';
// Receipts, invoices and company settings in the browser: SWR hooks, the actions on them and
// links to their files. Paths come from lib/domain/money/paths.ts.
import { moneyPaths } from '@/lib/domain/money/paths';
import type {
  TCompanySettings,
  TCompanySettingsInput,
  TDocumentActivity,
  TDocumentFile,
  TInvoice,
  TInvoiceInput,
  TInvoiceListItem,
  TInvoiceSend,
  TReceipt,
  TReceiptInput,
  TReceiptListItem,
} from '@/lib/domain/money';
import type { TReceiptStatus } from '@/lib/domain/money/statuses';
import type { TQueryValue } from '@/lib/domain/api-path';
import { apiCall, apiPost, apiUrl } from './http';
import { useApi } from './use-api';
import { uploadFile } from './upload';

type TQuery = Record<string, TQueryValue>;

export const useReceipts = (query: TQuery, initial?: TReceiptListItem[]) =>
  useApi<TReceiptListItem[]>(moneyPaths.receipts(query), { fallbackData: initial, keepPreviousData: true });
export const useReceipt = (number: string, initial: TReceipt) =>
  useApi<TReceipt>(moneyPaths.receipt(number), { fallbackData: initial });
export const useReceiptDocuments = (number: string, initial: TDocumentFile[]) =>
  useApi<TDocumentFile[]>(moneyPaths.receiptDocuments(number), { fallbackData: initial });
export const useReceiptActivities = (number: string, initial: TDocumentActivity[]) =>
  useApi<TDocumentActivity[]>(moneyPaths.receiptActivities(number), { fallbackData: initial });

export const createReceipt = (companyId: number, input: TReceiptInput) =>
  apiPost<TReceipt>(moneyPaths.companyReceipts(companyId), input);
export const updateReceipt = (number: string, input: TReceiptInput) =>
  apiCall<TReceipt>(moneyPaths.receipt(number), { method: 'PUT', json: input });
export const deleteReceipt = (number: string) =>
  apiCall<{ id: number }>(moneyPaths.receipt(number), { method: 'DELETE' });
export const moveReceipt = (number: string, status: TReceiptStatus) =>
  apiPost<TReceipt>(moneyPaths.receiptStatus(number), { status });
export const copyReceipt = (number: string) => apiPost<TReceipt>(moneyPaths.receiptCopy(number));
export const uploadReceiptDocument = (number: string, file: File, onProgress: (fraction: number) => void) =>
  uploadFile<TDocumentFile>(moneyPaths.receiptDocuments(number), file, onProgress);
export const removeReceiptDocument = (number: string, fileId: number) =>
  apiCall<{ id: number }>(moneyPaths.receiptDocument(number, fileId), { method: 'DELETE' });
export const addReceiptNote = (number: string, body: string) =>
  apiPost<TDocumentActivity[]>(moneyPaths.receiptActivities(number), { body });
export const receiptDocumentUrl = (number: string, fileId: number) =>
  apiUrl(moneyPaths.receiptDocument(number, fileId));

export const useInvoices = (query: TQuery, initial?: TInvoiceListItem[]) =>
  useApi<TInvoiceListItem[]>(moneyPaths.invoices(query), { fallbackData: initial, keepPreviousData: true });
export const useInvoice = (number: string, initial: TInvoice) =>
  useApi<TInvoice>(moneyPaths.invoice(number), { fallbackData: initial });
export const useInvoiceDocuments = (number: string, initial: TDocumentFile[]) =>
  useApi<TDocumentFile[]>(moneyPaths.invoiceDocuments(number), { fallbackData: initial });
export const useInvoiceActivities = (number: string, initial: TDocumentActivity[] | null) =>
  useApi<TDocumentActivity[]>(initial ? moneyPaths.invoiceActivities(number) : null, { fallbackData: initial ?? [] });

export const createInvoice = (companyId: number, input: TInvoiceInput) =>
  apiPost<TInvoice>(moneyPaths.companyInvoices(companyId), input);
export const updateInvoice = (number: string, input: TInvoiceInput) =>
  apiCall<TInvoice>(moneyPaths.invoice(number), { method: 'PUT', json: input });
export const moveInvoice = (number: string, status: 'sent' | 'paid') =>
  apiPost<TInvoice>(moneyPaths.invoiceStatus(number), { status });
export const sendInvoice = (number: string, input: TInvoiceSend) =>
  apiPost<TInvoice>(moneyPaths.invoiceSend(number), input);
export const copyInvoice = (number: string) => apiPost<TInvoice>(moneyPaths.invoiceCopy(number));
export const addInvoiceNote = (number: string, body: string) =>
  apiPost<TDocumentActivity[]>(moneyPaths.invoiceActivities(number), { body });
export const invoicePdfUrl = (number: string) => apiUrl(moneyPaths.invoicePdf(number));
export const invoiceDocumentUrl = (number: string, fileId: number) =>
  apiUrl(moneyPaths.invoiceDocument(number, fileId));

export const saveCompanySettings = (companyId: number, input: TCompanySettingsInput) =>
  apiCall<TCompanySettings>(moneyPaths.companySettings(companyId), { method: 'PUT', json: input });
