// Expense receipts filed against a company (rules "Money and paperwork"): a supplier, a
// date, items, files and activities. Rights: receipts READ, CREATE (write) and DELETE.
import { z } from 'zod';
import { optionalText, ZId, ZIsoDate } from '../primitives';
import { ZQueryId, ZSearch } from '../query-parts';
import { ZCount, ZDate, ZNamedRef, ZPersonRef, ZTimestamp, ZVersion } from '../response-parts';
import { ZCents, ZItem, ZItemsInput, ZTotals } from './items';
import { ZCurrency } from './settings';
import { RECEIPT_STATUSES } from './statuses';

export const ZReceiptStatus = z.enum(RECEIPT_STATUSES);

export const ZReceiptInput = z.strictObject({
  date: ZIsoDate,
  supplierName: z.string().trim().min(1).max(200),
  description: optionalText(1000),
  /** A till receipt shows prices with VAT; the VAT is then taken out of them. */
  pricesIncludeVat: z.boolean(),
  items: ZItemsInput,
});
export type TReceiptInput = z.infer<typeof ZReceiptInput>;

export const ZReceiptStatusChange = z.strictObject({ status: ZReceiptStatus });

export const ZReceiptListFilters = z.object({
  status: ZReceiptStatus.optional(),
  search: ZSearch.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
/** /receipts lists every company's, or one company's with `companyId`. */
export const ZAllReceiptsFilters = ZReceiptListFilters.extend({ companyId: ZQueryId.optional() });
export type TReceiptListFilters = z.infer<typeof ZAllReceiptsFilters>;

export const ZReceiptListItem = z.object({
  id: ZId,
  number: z.string(),
  company: ZNamedRef,
  date: ZDate,
  supplierName: z.string(),
  status: ZReceiptStatus,
  currency: ZCurrency,
  net: ZCents,
  vat: ZCents,
  gross: ZCents,
  documentCount: ZCount,
});
export type TReceiptListItem = z.infer<typeof ZReceiptListItem>;

export const ZReceipt = ZReceiptListItem.extend({
  /** Counted up on every change of it or its items: a change names the one it is based on. */
  version: ZVersion,
  description: z.string().nullable(),
  pricesIncludeVat: z.boolean(),
  items: z.array(ZItem),
  totals: ZTotals,
  /** The receipt this one was copied from. */
  copiedFrom: z.string().nullable(),
  createdBy: ZPersonRef.nullable(),
  createdAt: ZTimestamp,
});
export type TReceipt = z.infer<typeof ZReceipt>;
