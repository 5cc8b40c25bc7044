// /receipts (rules §7 "receipts (items, documents, activities, copy)") and /companies/{id}/receipts:
// right receipts READ to read, CREATE to write, DELETE to delete (rules §6), checked before the
// input is validated; the receipt named in the path is the caller's tenant's (receiptGuard).
import { z } from 'zod';
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
} from '..';
import { ZExportQuery } from '../../export-query';
import {
  ANY_SESSION,
  dataResponse,
  defineOperation,
  jsonBody,
  listResponse,
  ZIdParam,
  ZListQuery,
} from '../../operation';
import { exportResponse, fileResponse, multipartBody } from '../../operation-content';
import { ZDeleted } from '../../response-parts';
import * as moneyEndpoints from '../endpoints';
import { ZIfMatchHeaders } from '../../version-headers';

const tags = ['receipts'];

export const listReceipts = defineOperation({
  ...moneyEndpoints.listReceipts,
  access: { sessions: ANY_SESSION, rights: ['receipts.READ'] },
  tags,
  summary: "The tenant's receipts, newest first; `companyId` for one company's",
  request: { query: ZListQuery.extend(ZAllReceiptsFilters.shape) },
  responses: { 200: listResponse('Receipts', ZReceiptListItem) },
});

export const exportReceipts = defineOperation({
  ...moneyEndpoints.exportReceipts,
  access: { sessions: ANY_SESSION, rights: ['receipts.READ'] },
  tags,
  summary: "The tenant's receipts, with the list filters, as .xlsx or .csv",
  request: { query: ZExportQuery.extend(ZAllReceiptsFilters.shape) },
  responses: { 200: exportResponse },
});

export const listCompanyReceipts = defineOperation({
  ...moneyEndpoints.listCompanyReceipts,
  access: { sessions: ANY_SESSION, rights: ['receipts.READ'] },
  tags: ['companies', ...tags],
  summary: "The company's receipts, newest first",
  request: { params: ZIdParam, query: ZListQuery.extend(ZReceiptListFilters.shape) },
  responses: { 200: listResponse('Receipts', ZReceiptListItem) },
});

export const createReceipt = defineOperation({
  ...moneyEndpoints.createReceipt,
  access: { sessions: ANY_SESSION, rights: ['receipts.CREATE'] },
  tags: ['companies', ...tags],
  summary: "File a receipt against the company: it gets the next number of the company's series and is open",
  request: { params: ZIdParam, ...jsonBody(ZReceiptInput) },
  responses: { 201: dataResponse('Created', ZReceipt) },
});

export const getReceipt = defineOperation({
  ...moneyEndpoints.getReceipt,
  access: { sessions: ANY_SESSION, rights: ['receipts.READ'] },
  tags,
  summary: 'One receipt with its items and the totals computed from them',
  request: { params: ZNumberParam },
  responses: { 200: dataResponse('Receipt', ZReceipt) },
});

export const updateReceipt = defineOperation({
  ...moneyEndpoints.updateReceipt,
  access: { sessions: ANY_SESSION, rights: ['receipts.CREATE'] },
  tags,
  summary: 'Change an open receipt: date, supplier, description and all its items (409 RECEIPT_LOCKED otherwise)',
  request: { headers: ZIfMatchHeaders, params: ZNumberParam, ...jsonBody(ZReceiptInput) },
  responses: { 200: dataResponse('Changed', ZReceipt) },
});

export const deleteReceipt = defineOperation({
  ...moneyEndpoints.deleteReceipt,
  access: { sessions: ANY_SESSION, rights: ['receipts.DELETE'] },
  tags,
  summary: 'Delete an open or rejected receipt with its items and files (409 RECEIPT_LOCKED when approved or paid)',
  request: { headers: ZIfMatchHeaders, params: ZNumberParam },
  responses: { 200: dataResponse('Deleted', ZDeleted) },
});

export const changeReceiptStatus = defineOperation({
  ...moneyEndpoints.changeReceiptStatus,
  access: { sessions: ANY_SESSION, rights: ['receipts.CREATE'] },
  tags,
  summary: 'open → approved | rejected; approved → paid | open; rejected → open (409 INVALID_TRANSITION otherwise)',
  request: { headers: ZIfMatchHeaders, params: ZNumberParam, ...jsonBody(ZReceiptStatusChange) },
  responses: { 200: dataResponse('Status changed', ZReceipt) },
});

export const copyReceipt = defineOperation({
  ...moneyEndpoints.copyReceipt,
  access: { sessions: ANY_SESSION, rights: ['receipts.CREATE'] },
  tags,
  summary: 'A new open receipt dated today with the same supplier and items, under a new number',
  request: { params: ZNumberParam },
  responses: { 201: dataResponse('The copy', ZReceipt) },
});

export const listReceiptItems = defineOperation({
  ...moneyEndpoints.listReceiptItems,
  access: { sessions: ANY_SESSION, rights: ['receipts.READ'] },
  tags,
  summary: 'The items with the amounts computed on the server (quantity × price, VAT per rate)',
  request: { params: ZNumberParam },
  responses: { 200: dataResponse('Items and totals', ZItemsWithTotals) },
});

export const listReceiptFiles = defineOperation({
  ...moneyEndpoints.listReceiptFiles,
  access: { sessions: ANY_SESSION, rights: ['receipts.READ'] },
  tags,
  summary: 'The photos and PDFs of the receipt, newest first',
  request: { params: ZNumberParam },
  responses: { 200: dataResponse('Documents', z.array(ZDocumentFile)) },
});

export const uploadReceiptFile = defineOperation({
  ...moneyEndpoints.uploadReceiptFile,
  access: { sessions: ANY_SESSION, rights: ['receipts.CREATE'] },
  tags,
  summary: 'Add a photo or PDF of an open receipt (multipart field "file": JPEG, PNG, WebP or PDF, at most 10 MB)',
  request: { params: ZNumberParam, ...multipartBody() },
  responses: { 201: dataResponse('Added', ZDocumentFile) },
});

export const receiptFile = defineOperation({
  ...moneyEndpoints.receiptFile,
  access: { sessions: ANY_SESSION, rights: ['receipts.READ'] },
  tags,
  summary: 'The file itself',
  request: { params: ZNumberAndFileParam },
  responses: { 200: fileResponse('The photo or PDF', '*/*') },
});

export const removeReceiptFile = defineOperation({
  ...moneyEndpoints.removeReceiptFile,
  access: { sessions: ANY_SESSION, rights: ['receipts.CREATE'] },
  tags,
  summary: 'Remove a file from an open receipt',
  request: { params: ZNumberAndFileParam },
  responses: { 200: dataResponse('Removed', ZDeleted) },
});

export const listReceiptActivities = defineOperation({
  ...moneyEndpoints.listReceiptActivities,
  access: { sessions: ANY_SESSION, rights: ['receipts.READ'] },
  tags,
  summary: 'What happened to the receipt, and notes, newest first',
  request: { params: ZNumberParam },
  responses: { 200: dataResponse('Activities', z.array(ZDocumentActivity)) },
});

export const addReceiptNote = defineOperation({
  ...moneyEndpoints.addReceiptNote,
  access: { sessions: ANY_SESSION, rights: ['receipts.CREATE'] },
  tags,
  summary: 'Add a note to the receipt',
  request: { params: ZNumberParam, ...jsonBody(ZNoteInput) },
  responses: { 201: dataResponse('Activities after the note', z.array(ZDocumentActivity)) },
});
