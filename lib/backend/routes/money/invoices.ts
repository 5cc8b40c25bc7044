// /invoices (SPEC §7 "invoices (items, documents, activities, copy)") and /companies/{id}/invoices:
// right invoices READ to read, CREATE to create and copy, EDIT to change, send and settle (SPEC §6),
// checked before the input is validated. A client reads their own sent invoices only (invoiceGuard
// answers 404 for any other) and downloads their PDF; activities are the office's.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { needsRight } from '../../http/guards';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, exportResponse, fileResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { sendFile, sendPdf } from '../../http/files';
import { companyGuard, invoiceGuard, invoiceOf } from '../../http/money-guards';
import { tenantToday } from '../../services/projects/list';
import { listActivities } from '../../services/money/activities';
import { getFile, listFiles } from '../../services/money/files';
import { storedItems, toItem, toTotals } from '../../services/money/items';
import { getInvoice, listInvoices } from '../../services/money/invoice-read';
import { invoicePdf } from '../../services/money/invoice-pdf';
import { exportInvoices } from '../../services/money/list-exports';
import { ZExportQuery } from '../../../domain/export-query';
import {
  addInvoiceNote,
  changeInvoiceStatus,
  copyInvoice,
  createInvoice,
  sendInvoice,
  updateInvoice,
} from '../../services/money/invoice-write';
import {
  ZAllInvoicesFilters,
  ZDocumentActivity,
  ZDocumentFile,
  ZInvoice,
  ZInvoiceInput,
  ZInvoiceListFilters,
  ZInvoiceListItem,
  ZInvoiceSend,
  ZInvoiceStatusChange,
  ZItemsWithTotals,
  ZNoteInput,
  ZNumberAndFileParam,
  ZNumberParam,
} from '../../../domain/money';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';

const read = [requireAuth, needsRight('invoices.READ')];
const create = [requireAuth, needsRight('invoices.CREATE')];
const edit = [requireAuth, needsRight('invoices.EDIT')];
const tags = ['invoices'];

async function answer(c: Context<AppEnv>, id: number) {
  const { db } = c.var.deps;
  return getInvoice(db, c.var.auth.tenantId, id, await tenantToday(db, c.var.auth.tenantId));
}

export function invoiceRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/invoices',
      tags,
      middleware: read,
      summary:
        'Invoices the caller may see, newest first (a client: their own, sent ones); `companyId` for one company',
      request: { query: ZListQuery.extend(ZAllInvoicesFilters.shape) },
      responses: { 200: listResponse('Invoices', ZInvoiceListItem) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const q = c.req.valid('query');
      const today = await tenantToday(db, c.var.auth.tenantId);
      return c.json(listAnswer(q, await listInvoices(db, c.var.auth, { ...q, today })), 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/exports/invoices',
      tags,
      middleware: read,
      summary: 'The invoices the caller may see, with the list filters, as .xlsx or .csv',
      request: { query: ZExportQuery.extend(ZAllInvoicesFilters.shape) },
      responses: { 200: exportResponse },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { format, ...filters } = c.req.valid('query');
      const today = await tenantToday(db, c.var.auth.tenantId);
      return sendFile(c, await exportInvoices(db, c.var.auth, { ...filters, today }, format));
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/companies/{id}/invoices',
      tags: ['companies', ...tags],
      middleware: [...read, companyGuard],
      summary: "The company's invoices the caller may see, newest first",
      request: { params: ZIdParam, query: ZListQuery.extend(ZInvoiceListFilters.shape) },
      responses: { 200: listResponse('Invoices', ZInvoiceListItem) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const q = c.req.valid('query');
      const today = await tenantToday(db, c.var.auth.tenantId);
      const page = await listInvoices(db, c.var.auth, { ...q, companyId: c.req.valid('param').id, today });
      return c.json(listAnswer(q, page), 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/companies/{id}/invoices',
      tags: ['companies', ...tags],
      middleware: [...create, companyGuard],
      summary: "A draft invoice to a client, under the next number of the company's series (no gaps, no duplicates)",
      request: { params: ZIdParam, ...jsonBody(ZInvoiceInput) },
      responses: { 201: dataResponse('Created', ZInvoice) },
    }),
    async (c) => {
      const id = await createInvoice(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: await answer(c, id) }, 201);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/invoices/{number}',
      tags,
      middleware: [...read, invoiceGuard],
      summary: 'One invoice with its items and the totals computed from them',
      request: { params: ZNumberParam },
      responses: { 200: dataResponse('Invoice', ZInvoice) },
    }),
    async (c) => c.json({ data: await answer(c, (await invoiceOf(c)).id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/invoices/{number}',
      tags,
      middleware: [...edit, invoiceGuard],
      summary: 'Change a draft: client, dates, reference, notes and all its items (409 INVOICE_LOCKED once sent)',
      request: { params: ZNumberParam, ...jsonBody(ZInvoiceInput) },
      responses: { 200: dataResponse('Changed', ZInvoice) },
    }),
    async (c) => {
      const invoice = await invoiceOf(c);
      await updateInvoice(c.var.deps.db, c.var.auth, invoice, c.req.valid('json'));
      return c.json({ data: await answer(c, invoice.id) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/invoices/{number}/status',
      tags,
      middleware: [...edit, invoiceGuard],
      summary: 'draft → sent (handed over otherwise), sent → paid, paid → sent (payment undone)',
      request: { params: ZNumberParam, ...jsonBody(ZInvoiceStatusChange) },
      responses: { 200: dataResponse('Status changed', ZInvoice) },
    }),
    async (c) => {
      const invoice = await invoiceOf(c);
      await changeInvoiceStatus(c.var.deps.db, c.var.auth, invoice, c.req.valid('json').status);
      return c.json({ data: await answer(c, invoice.id) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/invoices/{number}/send',
      tags,
      middleware: [...edit, invoiceGuard],
      summary:
        "Mail the invoice PDF to the client from the company's sender (a draft becomes sent); kept in the client's mailbox",
      request: { params: ZNumberParam, ...jsonBody(ZInvoiceSend) },
      responses: { 200: dataResponse('Sent', ZInvoice) },
    }),
    async (c) => {
      const invoice = await invoiceOf(c);
      await sendInvoice(c.var.deps.db, c.var.deps.mailer, c.var.auth, invoice, c.req.valid('json'));
      return c.json({ data: await answer(c, invoice.id) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/invoices/{number}/copy',
      tags,
      middleware: [...create, invoiceGuard],
      summary: 'A new draft for the same client dated today, with the same items, under a new number',
      request: { params: ZNumberParam },
      responses: { 201: dataResponse('The copy', ZInvoice) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const id = await copyInvoice(db, c.var.auth, await invoiceOf(c), await tenantToday(db, c.var.auth.tenantId));
      return c.json({ data: await answer(c, id) }, 201);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/invoices/{number}/items',
      tags,
      middleware: [...read, invoiceGuard],
      summary: 'The items with the amounts computed on the server (quantity × price, VAT per rate)',
      request: { params: ZNumberParam },
      responses: { 200: dataResponse('Items and totals', ZItemsWithTotals) },
    }),
    async (c) => {
      const invoice = await invoiceOf(c);
      const items = await storedItems(c.var.deps.db, { kind: 'invoice', id: invoice.id });
      const data = {
        currency: invoice.currency,
        pricesIncludeVat: invoice.pricesIncludeVat,
        items: items.map(toItem),
        totals: toTotals(items, invoice.pricesIncludeVat),
      };
      return c.json({ data }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/invoices/{number}/pdf',
      tags,
      middleware: [...read, invoiceGuard],
      summary: 'The invoice as a PDF, made now from the invoice (a draft says so in its title)',
      request: { params: ZNumberParam },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) => sendPdf(c, await invoicePdf(c.var.deps.db, await invoiceOf(c))),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/invoices/{number}/documents',
      tags,
      middleware: [...read, invoiceGuard],
      summary: 'The PDFs of the invoice as they were mailed, newest first',
      request: { params: ZNumberParam },
      responses: { 200: dataResponse('Documents', z.array(ZDocumentFile)) },
    }),
    async (c) =>
      c.json({ data: await listFiles(c.var.deps.db, { kind: 'invoice', id: (await invoiceOf(c)).id }) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/invoices/{number}/documents/{fileId}',
      tags,
      middleware: [...read, invoiceGuard],
      summary: 'One of those PDFs',
      request: { params: ZNumberAndFileParam },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) => {
      const invoice = await invoiceOf(c);
      const file = await getFile(c.var.deps.db, { kind: 'invoice', id: invoice.id }, c.req.valid('param').fileId);
      return sendFile(c, { data: file.data, fileName: file.fileName, contentType: file.mimeType });
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/invoices/{number}/activities',
      tags,
      middleware: [...edit, invoiceGuard],
      summary: 'What happened to the invoice, and notes, newest first (office: right invoices EDIT)',
      request: { params: ZNumberParam },
      responses: { 200: dataResponse('Activities', z.array(ZDocumentActivity)) },
    }),
    async (c) =>
      c.json({ data: await listActivities(c.var.deps.db, { kind: 'invoice', id: (await invoiceOf(c)).id }) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/invoices/{number}/activities',
      tags,
      middleware: [...edit, invoiceGuard],
      summary: 'Add a note to the invoice',
      request: { params: ZNumberParam, ...jsonBody(ZNoteInput) },
      responses: { 201: dataResponse('Activities after the note', z.array(ZDocumentActivity)) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const invoice = await invoiceOf(c);
      await addInvoiceNote(db, c.var.auth, invoice, c.req.valid('json').body);
      return c.json({ data: await listActivities(db, { kind: 'invoice', id: invoice.id }) }, 201);
    },
  );
  return r;
}
