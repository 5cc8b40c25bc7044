'use client';
// Receipts, invoices and company settings in the browser: SWR hooks, the actions on them and
// links to their files. Paths come from lib/domain/money/paths.ts.
import * as endpoint from '@/lib/domain/money/endpoints';
import type * as settingsOp from '@/lib/domain/money/operations/company-settings';
import type * as invoicesOp from '@/lib/domain/money/operations/invoices';
import type * as receiptsOp from '@/lib/domain/money/operations/receipts';
import { moneyPaths } from '@/lib/domain/money/paths';
import type {
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
import type { TQueryOf } from '@/lib/domain/operation';
import { apiUrl } from './http';
import { callOperation, callVersioned } from './call-operation';
import { useOperation } from './operation';
import { uploadFile } from './upload';

export const useReceipts = (query: TQueryOf<typeof receiptsOp.listReceipts>, initial?: TReceiptListItem[]) =>
  useOperation<typeof receiptsOp.listReceipts>(
    endpoint.listReceipts,
    {},
    {
      fallbackData: initial,
      keepPreviousData: true,
      query,
    },
  );
export const useReceipt = (number: string, initial: TReceipt) =>
  useOperation<typeof receiptsOp.getReceipt>(endpoint.getReceipt, { number }, { fallbackData: initial });
export const useReceiptDocuments = (number: string, initial: TDocumentFile[]) =>
  useOperation<typeof receiptsOp.listReceiptFiles>(endpoint.listReceiptFiles, { number }, { fallbackData: initial });
export const useReceiptActivities = (number: string, initial: TDocumentActivity[]) =>
  useOperation<typeof receiptsOp.listReceiptActivities>(
    endpoint.listReceiptActivities,
    { number },
    { fallbackData: initial },
  );

export const createReceipt = (companyId: number, input: TReceiptInput) =>
  callOperation<typeof receiptsOp.createReceipt>(endpoint.createReceipt, { id: companyId }, input);
/** A receipt or an invoice at the version the user saw (lib/domain/versions.ts). */
type TSeen = { number: string; version: number };
export const updateReceipt = ({ number, version }: TSeen, input: TReceiptInput) =>
  callVersioned<typeof receiptsOp.updateReceipt>(endpoint.updateReceipt, { number }, version, input);
export const deleteReceipt = ({ number, version }: TSeen) =>
  callVersioned<typeof receiptsOp.deleteReceipt>(endpoint.deleteReceipt, { number }, version);
export const moveReceipt = ({ number, version }: TSeen, status: TReceiptStatus) =>
  callVersioned<typeof receiptsOp.changeReceiptStatus>(endpoint.changeReceiptStatus, { number }, version, { status });
export const copyReceipt = (number: string) =>
  callOperation<typeof receiptsOp.copyReceipt>(endpoint.copyReceipt, { number });
export const uploadReceiptDocument = (number: string, file: File, onProgress: (fraction: number) => void) =>
  uploadFile<TDocumentFile>(moneyPaths.receiptDocuments(number), file, onProgress);
export const removeReceiptDocument = (number: string, fileId: number) =>
  callOperation<typeof receiptsOp.removeReceiptFile>(endpoint.removeReceiptFile, { number, fileId });
export const addReceiptNote = (number: string, body: string) =>
  callOperation<typeof receiptsOp.addReceiptNote>(endpoint.addReceiptNote, { number }, { body });
export const receiptDocumentUrl = (number: string, fileId: number) =>
  apiUrl(moneyPaths.receiptDocument(number, fileId));

export const useInvoices = (query: TQueryOf<typeof invoicesOp.listInvoices>, initial?: TInvoiceListItem[]) =>
  useOperation<typeof invoicesOp.listInvoices>(
    endpoint.listInvoices,
    {},
    {
      fallbackData: initial,
      keepPreviousData: true,
      query,
    },
  );
export const useInvoice = (number: string, initial: TInvoice) =>
  useOperation<typeof invoicesOp.getInvoice>(endpoint.getInvoice, { number }, { fallbackData: initial });
export const useInvoiceDocuments = (number: string, initial: TDocumentFile[]) =>
  useOperation<typeof invoicesOp.listInvoiceFiles>(endpoint.listInvoiceFiles, { number }, { fallbackData: initial });
export const useInvoiceActivities = (number: string, initial: TDocumentActivity[] | null) =>
  useOperation<typeof invoicesOp.listInvoiceActivities>(endpoint.listInvoiceActivities, initial ? { number } : null, {
    fallbackData: initial ?? [],
  });

export const createInvoice = (companyId: number, input: TInvoiceInput) =>
  callOperation<typeof invoicesOp.createInvoice>(endpoint.createInvoice, { id: companyId }, input);
export const updateInvoice = ({ number, version }: TSeen, input: TInvoiceInput) =>
  callVersioned<typeof invoicesOp.updateInvoice>(endpoint.updateInvoice, { number }, version, input);
export const moveInvoice = ({ number, version }: TSeen, status: 'sent' | 'paid') =>
  callVersioned<typeof invoicesOp.changeInvoiceStatus>(endpoint.changeInvoiceStatus, { number }, version, { status });
export const sendInvoice = ({ number, version }: TSeen, input: TInvoiceSend) =>
  callVersioned<typeof invoicesOp.sendInvoice>(endpoint.sendInvoice, { number }, version, input);
export const copyInvoice = (number: string) =>
  callOperation<typeof invoicesOp.copyInvoice>(endpoint.copyInvoice, { number });
export const addInvoiceNote = (number: string, body: string) =>
  callOperation<typeof invoicesOp.addInvoiceNote>(endpoint.addInvoiceNote, { number }, { body });
export const invoicePdfUrl = (number: string) => apiUrl(moneyPaths.invoicePdf(number));
export const invoiceDocumentUrl = (number: string, fileId: number) =>
  apiUrl(moneyPaths.invoiceDocument(number, fileId));

/** A change of the settings, based on the version of the company they were read from. */
export const saveCompanySettings = (companyId: number, input: TCompanySettingsInput, version: number) =>
  callVersioned<typeof settingsOp.updateCompanySettings>(
    endpoint.updateCompanySettings,
    { id: companyId },
    version,
    input,
  );
