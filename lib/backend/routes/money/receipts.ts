// /receipts (SPEC §7 "receipts (items, documents, activities, copy)") and /companies/{id}/receipts:
// right receipts READ to read, CREATE to write, DELETE to delete (SPEC §6), checked before the
// input is validated; the receipt named in the path is the caller's tenant's (receiptGuard).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { needsRight } from '../../http/guards';
import { ZListQuery } from '../../http/list';
import {
  dataResponse,
  exportResponse,
  fileResponse,
  jsonBody,
  listAnswer,
  listResponse,
  multipartBody,
} from '../../http/openapi';
import { uploadBody } from '../../http/multipart';
import { sendFile } from '../../http/files';
import { companyGuard, receiptGuard, receiptOf } from '../../http/money-guards';
import { tenantToday } from '../../services/projects/list';
import { listActivities } from '../../services/money/activities';
import { getFile, listFiles } from '../../services/money/files';
import { getReceipt, listReceipts } from '../../services/money/receipt-read';
import { exportReceipts } from '../../services/money/list-exports';
import { ZExportQuery } from '../../../domain/export-query';
import {
  addReceiptNote,
  changeReceiptStatus,
  copyReceipt,
  createReceipt,
  deleteReceipt,
  removeReceiptFile,
  updateReceipt,
  uploadReceiptFile,
} from '../../services/money/receipt-write';
import { storedItems, toItem, toTotals } from '../../services/money/items';
import {
  ZAllReceiptsFilters,
  ZDocumentActivity,
  ZDocumentFile,
  ZItemsWithTotals,
  ZNoteInput,
  ZNumberAndFileParam,
  ZNumberParam,
  ZReceipt,
  ZReceiptInput,
  ZReceiptListFilters,
  ZReceiptListItem,
  ZReceiptStatusChange,
} from '../../../domain/money';
import { ZDeleted } from '../../../domain/response-parts';
import { ZIdParam } from '../../http/list';

const read = [requireAuth, needsRight('receipts.READ')];
const write = [requireAuth, needsRight('receipts.CREATE')];
const tags = ['receipts'];

export function receiptRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/receipts',
      tags,
      middleware: read,
      summary: "The tenant's receipts, newest first; `companyId` for one company's",
      request: { query: ZListQuery.extend(ZAllReceiptsFilters.shape) },
      responses: { 200: listResponse('Receipts', ZReceiptListItem) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(listAnswer(q, await listReceipts(c.var.deps.db, c.var.auth, q)), 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/exports/receipts',
      tags,
      middleware: read,
      summary: "The tenant's receipts, with the list filters, as .xlsx or .csv",
      request: { query: ZExportQuery.extend(ZAllReceiptsFilters.shape) },
      responses: { 200: exportResponse },
    }),
    async (c) => {
      const { format, ...filters } = c.req.valid('query');
      return sendFile(c, await exportReceipts(c.var.deps.db, c.var.auth, filters, format));
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/companies/{id}/receipts',
      tags: ['companies', ...tags],
      middleware: [...read, companyGuard],
      summary: "The company's receipts, newest first",
      request: { params: ZIdParam, query: ZListQuery.extend(ZReceiptListFilters.shape) },
      responses: { 200: listResponse('Receipts', ZReceiptListItem) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const companyId = c.req.valid('param').id;
      return c.json(listAnswer(q, await listReceipts(c.var.deps.db, c.var.auth, { ...q, companyId })), 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/companies/{id}/receipts',
      tags: ['companies', ...tags],
      middleware: [...write, companyGuard],
      summary: "File a receipt against the company: it gets the next number of the company's series and is open",
      request: { params: ZIdParam, ...jsonBody(ZReceiptInput) },
      responses: { 201: dataResponse('Created', ZReceipt) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const id = await createReceipt(db, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: await getReceipt(db, c.var.auth.tenantId, id) }, 201);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/receipts/{number}',
      tags,
      middleware: [...read, receiptGuard],
      summary: 'One receipt with its items and the totals computed from them',
      request: { params: ZNumberParam },
      responses: { 200: dataResponse('Receipt', ZReceipt) },
    }),
    async (c) => c.json({ data: await getReceipt(c.var.deps.db, c.var.auth.tenantId, (await receiptOf(c)).id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/receipts/{number}',
      tags,
      middleware: [...write, receiptGuard],
      summary: 'Change an open receipt: date, supplier, description and all its items (409 RECEIPT_LOCKED otherwise)',
      request: { params: ZNumberParam, ...jsonBody(ZReceiptInput) },
      responses: { 200: dataResponse('Changed', ZReceipt) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const receipt = await receiptOf(c);
      await updateReceipt(db, c.var.auth, receipt, c.req.valid('json'));
      return c.json({ data: await getReceipt(db, c.var.auth.tenantId, receipt.id) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'delete',
      path: '/receipts/{number}',
      tags,
      middleware: [requireAuth, needsRight('receipts.DELETE'), receiptGuard],
      summary: 'Delete an open or rejected receipt with its items and files (409 RECEIPT_LOCKED when approved or paid)',
      request: { params: ZNumberParam },
      responses: { 200: dataResponse('Deleted', ZDeleted) },
    }),
    async (c) => {
      const receipt = await receiptOf(c);
      await deleteReceipt(c.var.deps.db, c.var.auth, receipt);
      return c.json({ data: { id: receipt.id } }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/receipts/{number}/status',
      tags,
      middleware: [...write, receiptGuard],
      summary: 'open → approved | rejected; approved → paid | open; rejected → open (409 INVALID_TRANSITION otherwise)',
      request: { params: ZNumberParam, ...jsonBody(ZReceiptStatusChange) },
      responses: { 200: dataResponse('Status changed', ZReceipt) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const receipt = await receiptOf(c);
      await changeReceiptStatus(db, c.var.auth, receipt, c.req.valid('json').status);
      return c.json({ data: await getReceipt(db, c.var.auth.tenantId, receipt.id) }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/receipts/{number}/copy',
      tags,
      middleware: [...write, receiptGuard],
      summary: 'A new open receipt dated today with the same supplier and items, under a new number',
      request: { params: ZNumberParam },
      responses: { 201: dataResponse('The copy', ZReceipt) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const auth = c.var.auth;
      const id = await copyReceipt(db, auth, await receiptOf(c), await tenantToday(db, auth.tenantId));
      return c.json({ data: await getReceipt(db, auth.tenantId, id) }, 201);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/receipts/{number}/items',
      tags,
      middleware: [...read, receiptGuard],
      summary: 'The items with the amounts computed on the server (quantity × price, VAT per rate)',
      request: { params: ZNumberParam },
      responses: { 200: dataResponse('Items and totals', ZItemsWithTotals) },
    }),
    async (c) => {
      const receipt = await receiptOf(c);
      const items = await storedItems(c.var.deps.db, { kind: 'receipt', id: receipt.id });
      const data = {
        currency: receipt.currency,
        pricesIncludeVat: receipt.pricesIncludeVat,
        items: items.map(toItem),
        totals: toTotals(items, receipt.pricesIncludeVat),
      };
      return c.json({ data }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/receipts/{number}/documents',
      tags,
      middleware: [...read, receiptGuard],
      summary: 'The photos and PDFs of the receipt, newest first',
      request: { params: ZNumberParam },
      responses: { 200: dataResponse('Documents', z.array(ZDocumentFile)) },
    }),
    async (c) =>
      c.json({ data: await listFiles(c.var.deps.db, { kind: 'receipt', id: (await receiptOf(c)).id }) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/receipts/{number}/documents',
      tags,
      middleware: [...write, receiptGuard],
      summary: 'Add a photo or PDF of an open receipt (multipart field "file": JPEG, PNG, WebP or PDF, at most 10 MB)',
      request: { params: ZNumberParam, ...multipartBody() },
      responses: { 201: dataResponse('Added', ZDocumentFile) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const receipt = await receiptOf(c);
      const fileId = await uploadReceiptFile(db, c.var.auth, receipt, uploadBody(c.req.raw));
      const files = await listFiles(db, { kind: 'receipt', id: receipt.id });
      return c.json({ data: files.find((f) => f.id === fileId)! }, 201);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/receipts/{number}/documents/{fileId}',
      tags,
      middleware: [...read, receiptGuard],
      summary: 'The file itself',
      request: { params: ZNumberAndFileParam },
      responses: { 200: fileResponse('The photo or PDF', '*/*') },
    }),
    async (c) => {
      const receipt = await receiptOf(c);
      const file = await getFile(c.var.deps.db, { kind: 'receipt', id: receipt.id }, c.req.valid('param').fileId);
      return sendFile(c, { data: file.data, fileName: file.fileName, contentType: file.mimeType }, 'inline');
    },
  );
  r.openapi(
    createRoute({
      method: 'delete',
      path: '/receipts/{number}/documents/{fileId}',
      tags,
      middleware: [...write, receiptGuard],
      summary: 'Remove a file from an open receipt',
      request: { params: ZNumberAndFileParam },
      responses: { 200: dataResponse('Removed', ZDeleted) },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      await removeReceiptFile(c.var.deps.db, c.var.auth, await receiptOf(c), fileId);
      return c.json({ data: { id: fileId } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/receipts/{number}/activities',
      tags,
      middleware: [...read, receiptGuard],
      summary: 'What happened to the receipt, and notes, newest first',
      request: { params: ZNumberParam },
      responses: { 200: dataResponse('Activities', z.array(ZDocumentActivity)) },
    }),
    async (c) =>
      c.json({ data: await listActivities(c.var.deps.db, { kind: 'receipt', id: (await receiptOf(c)).id }) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/receipts/{number}/activities',
      tags,
      middleware: [...write, receiptGuard],
      summary: 'Add a note to the receipt',
      request: { params: ZNumberParam, ...jsonBody(ZNoteInput) },
      responses: { 201: dataResponse('Activities after the note', z.array(ZDocumentActivity)) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const receipt = await receiptOf(c);
      await addReceiptNote(db, c.var.auth, receipt, c.req.valid('json').body);
      return c.json({ data: await listActivities(db, { kind: 'receipt', id: receipt.id }) }, 201);
    },
  );
  return r;
}
