import 'server-only';
// Server reads of receipts, invoices and company settings for pages (lib/domain/money).
import { cache } from 'react';
import type { TQueryOf } from '@/lib/domain/operation';
import * as companySettings from '@/lib/domain/money/operations/company-settings';
import * as invoices from '@/lib/domain/money/operations/invoices';
import * as receipts from '@/lib/domain/money/operations/receipts';
import { listCompanies } from '@/lib/domain/people/operations/companies';
import { listContacts } from '@/lib/domain/people/operations/contacts';
import { loadOperation } from '../load';

export const getCompanies = cache(() => loadOperation(listCompanies));
/** The clients an invoice may go to (rules §9: list calls use limit 1000). */
export const getClients = () => loadOperation(listContacts, undefined, { limit: 1000 });

export const getReceipts = (query: TQueryOf<typeof receipts.listReceipts>) =>
  loadOperation(receipts.listReceipts, undefined, query);
export const getReceipt = cache((number: string) => loadOperation(receipts.getReceipt, { number }));
export const getReceiptDocuments = (number: string) => loadOperation(receipts.listReceiptFiles, { number });
export const getReceiptActivities = (number: string) => loadOperation(receipts.listReceiptActivities, { number });

export const getInvoices = (query: TQueryOf<typeof invoices.listInvoices>) =>
  loadOperation(invoices.listInvoices, undefined, query);
export const getInvoice = cache((number: string) => loadOperation(invoices.getInvoice, { number }));
export const getInvoiceDocuments = (number: string) => loadOperation(invoices.listInvoiceFiles, { number });
export const getInvoiceActivities = (number: string) => loadOperation(invoices.listInvoiceActivities, { number });

export const getCompanySettings = (companyId: number) =>
  loadOperation(companySettings.getCompanySettings, { id: companyId });
