// Route plumbing for receipts, invoices and company settings: who may call, and which record the
// path names, decided before the request is validated (like crew-guard.ts). Another tenant's
// company, receipt or invoice — or an invoice a client may not see — answers 404 whatever the body
// holds; the record found is kept for the handler (one lookup per request).
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { getCompany } from '../services/people/companies';
import { findInvoice, type TInvoiceRow } from '../services/money/invoice-read';
import { findReceipt, type TReceiptRow } from '../services/money/receipt-read';

const receiptsByRequest = new WeakMap<Request, Promise<TReceiptRow>>();
const invoicesByRequest = new WeakMap<Request, Promise<TInvoiceRow>>();

const numberOf = (c: Context<AppEnv>) => c.req.param('number') ?? '';

/** /companies/{id}/…: the company is the caller's tenant's. */
export const companyGuard = createMiddleware<AppEnv>(async (c, next) => {
  const id = Number(c.req.param('id'));
  await getCompany(c.var.deps.db, c.var.auth.tenantId, Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : -1);
  await next();
});

/** /receipts/{number}/…: after needsRight('receipts.…'). */
export const receiptGuard = createMiddleware<AppEnv>(async (c, next) => {
  const found = findReceipt(c.var.deps.db, c.var.auth.tenantId, numberOf(c));
  receiptsByRequest.set(c.req.raw, found);
  await found;
  await next();
});

export const receiptOf = (c: Context<AppEnv>): Promise<TReceiptRow> =>
  receiptsByRequest.get(c.req.raw) ?? findReceipt(c.var.deps.db, c.var.auth.tenantId, numberOf(c));

/** /invoices/{number}/…: after needsRight('invoices.…'); a client finds only their own sent invoices. */
export const invoiceGuard = createMiddleware<AppEnv>(async (c, next) => {
  const found = findInvoice(c.var.deps.db, c.var.auth, numberOf(c));
  invoicesByRequest.set(c.req.raw, found);
  await found;
  await next();
});

export const invoiceOf = (c: Context<AppEnv>): Promise<TInvoiceRow> =>
  invoicesByRequest.get(c.req.raw) ?? findInvoice(c.var.deps.db, c.var.auth, numberOf(c));
