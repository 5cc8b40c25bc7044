// Sales invoices to clients (rules "Money and paperwork"). Rights: invoices READ, CREATE and
// EDIT; a client reads the invoices sent to their own contact, never drafts.
import { z } from 'zod';
import { optionalText, ZId, ZIsoDate } from '../primitives';
import { ZQueryId, ZSearch } from '../query-parts';
import { ZContactRef, ZDate, ZNamedRef, ZTimestamp, ZVersion } from '../response-parts';
import { ZCents, ZItem, ZItemsInput, ZTotals } from './items';
import { ZCurrency } from './settings';
import { INVOICE_STATUSES } from './statuses';

export const ZInvoiceStatus = z.enum(INVOICE_STATUSES);

/** A due date before the invoice date is a typing error. */
export const dueNotBeforeDate = (v: { date?: string; dueDate?: string | null }, ctx: z.RefinementCtx) => {
  if (v.date && v.dueDate && v.dueDate < v.date)
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date may not be before the invoice date' });
};

export const ZInvoiceInput = z
  .strictObject({
    clientId: ZId,
    date: ZIsoDate,
    /** Default: the date plus the company's payment terms. */
    dueDate: ZIsoDate.nullable().optional(),
    /** The client's own reference, such as a purchase order number. */
    reference: optionalText(100),
    notes: optionalText(2000),
    pricesIncludeVat: z.boolean(),
    items: ZItemsInput,
  })
  .superRefine(dueNotBeforeDate);
export type TInvoiceInput = z.infer<typeof ZInvoiceInput>;

/** Mark an invoice sent without mailing it (handed over otherwise), paid, or unpaid again (sent). */
export const ZInvoiceStatusChange = z.strictObject({ status: z.enum(['sent', 'paid']) });

export const ZInvoiceSend = z.strictObject({
  to: z.email().max(254),
  cc: z.array(z.email().max(254)).max(5).optional(),
});
export type TInvoiceSend = z.infer<typeof ZInvoiceSend>;

export const ZInvoiceListFilters = z.object({
  status: ZInvoiceStatus.optional(),
  search: ZSearch.optional(),
  clientId: ZQueryId.optional(),
});
/** /invoices lists every company's, or one company's with `companyId`. */
export const ZAllInvoicesFilters = ZInvoiceListFilters.extend({ companyId: ZQueryId.optional() });
export type TInvoiceListFilters = z.infer<typeof ZAllInvoicesFilters>;

export const ZInvoiceListItem = z.object({
  id: ZId,
  number: z.string(),
  company: ZNamedRef,
  client: ZContactRef,
  date: ZDate,
  dueDate: ZDate,
  status: ZInvoiceStatus,
  currency: ZCurrency,
  net: ZCents,
  vat: ZCents,
  gross: ZCents,
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const ZInvoice = ZInvoiceListItem.extend({
  /** Counted up on every change of it or its items: a change names the one it is based on. */
  version: ZVersion,
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  pricesIncludeVat: z.boolean(),
  items: z.array(ZItem),
  totals: ZTotals,
  copiedFrom: z.string().nullable(),
  sentAt: ZTimestamp.nullable(),
  sentTo: z.string().nullable(),
  paidAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TInvoice = z.infer<typeof ZInvoice>;
