import 'server-only';
// Server reads of receipts, invoices and company settings for pages (lib/domain/money).
import { cache } from 'react';
import { z } from 'zod';
import {
  moneyPaths,
  ZCompanySettings,
  ZDocumentActivity,
  ZDocumentFile,
  ZInvoice,
  ZInvoiceListItem,
  ZReceipt,
  ZReceiptListItem,
} from '@/lib/domain/money';
import { companyPaths, contactPaths, ZCompany, ZContact } from '@/lib/domain/people';
import type { TQueryValue } from '@/lib/domain/api-path';
import { load } from '../load';

export const getCompanies = cache(() => load(companyPaths.list(), z.array(ZCompany)));
/** The clients an invoice may go to (SPEC §9: list calls use limit 1000). */
export const getClients = () => load(contactPaths.list({ limit: 1000 }), z.array(ZContact));

export const getReceipts = (query: Record<string, TQueryValue>) =>
  load(moneyPaths.receipts(query), z.array(ZReceiptListItem));
export const getReceipt = cache((number: string) => load(moneyPaths.receipt(number), ZReceipt));
export const getReceiptDocuments = (number: string) =>
  load(moneyPaths.receiptDocuments(number), z.array(ZDocumentFile));
export const getReceiptActivities = (number: string) =>
  load(moneyPaths.receiptActivities(number), z.array(ZDocumentActivity));

export const getInvoices = (query: Record<string, TQueryValue>) =>
  load(moneyPaths.invoices(query), z.array(ZInvoiceListItem));
export const getInvoice = cache((number: string) => load(moneyPaths.invoice(number), ZInvoice));
export const getInvoiceDocuments = (number: string) =>
  load(moneyPaths.invoiceDocuments(number), z.array(ZDocumentFile));
export const getInvoiceActivities = (number: string) =>
  load(moneyPaths.invoiceActivities(number), z.array(ZDocumentActivity));

export const getCompanySettings = (companyId: number) => load(moneyPaths.companySettings(companyId), ZCompanySettings);
