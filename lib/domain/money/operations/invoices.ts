// /invoices (rules §7 "invoices (items, documents, activities, copy)") and /companies/{id}/invoices:
// right invoices READ to read, CREATE to create and copy, EDIT to change, send and settle (rules §6),
// checked before the input is validated. A client reads their own sent invoices only (invoiceGuard
// answers 404 for any other) and downloads their PDF; activities are the office's.
import { z } from 'zod';
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
import { exportResponse, fileResponse } from '../../operation-content';
import * as moneyEndpoints from '../endpoints';
import { ZIfMatchHeaders } from '../../version-headers';

const tags = ['invoices'];

export const listInvoices = defineOperation({
  ...moneyEndpoints.listInvoices,
  access: { sessions: ANY_SESSION, rights: ['invoices.READ'] },
  tags,
  summary: 'Invoices the caller may see, newest first (a client: their own, sent ones); `companyId` for one company',
  request: { query: ZListQuery.extend(ZAllInvoicesFilters.shape) },
  responses: { 200: listResponse('Invoices', ZInvoiceListItem) },
});

export const exportInvoices = defineOperation({
  ...moneyEndpoints.exportInvoices,
  access: { sessions: ANY_SESSION, rights: ['invoices.READ'] },
  tags,
  summary: 'The invoices the caller may see, with the list filters, as .xlsx or .csv',
  request: { query: ZExportQuery.extend(ZAllInvoicesFilters.shape) },
  responses: { 200: exportResponse },
});

export const listCompanyInvoices = defineOperation({
  ...moneyEndpoints.listCompanyInvoices,
  access: { sessions: ANY_SESSION, rights: ['invoices.READ'] },
  tags: ['companies', ...tags],
  summary: "The company's invoices the caller may see, newest first",
  request: { params: ZIdParam, query: ZListQuery.extend(ZInvoiceListFilters.shape) },
  responses: { 200: listResponse('Invoices', ZInvoiceListItem) },
});

export const createInvoice = defineOperation({
  ...moneyEndpoints.createInvoice,
  access: { sessions: ANY_SESSION, rights: ['invoices.CREATE'] },
  tags: ['companies', ...tags],
  summary: "A draft invoice to a client, under the next number of the company's series (no gaps, no duplicates)",
  request: { params: ZIdParam, ...jsonBody(ZInvoiceInput) },
  responses: { 201: dataResponse('Created', ZInvoice) },
});

export const getInvoice = defineOperation({
  ...moneyEndpoints.getInvoice,
  access: { sessions: ANY_SESSION, rights: ['invoices.READ'] },
  tags,
  summary: 'One invoice with its items and the totals computed from them',
  request: { params: ZNumberParam },
  responses: { 200: dataResponse('Invoice', ZInvoice) },
});

export const updateInvoice = defineOperation({
  ...moneyEndpoints.updateInvoice,
  access: { sessions: ANY_SESSION, rights: ['invoices.EDIT'] },
  tags,
  summary: 'Change a draft: client, dates, reference, notes and all its items (409 INVOICE_LOCKED once sent)',
  request: { headers: ZIfMatchHeaders, params: ZNumberParam, ...jsonBody(ZInvoiceInput) },
  responses: { 200: dataResponse('Changed', ZInvoice) },
});

export const changeInvoiceStatus = defineOperation({
  ...moneyEndpoints.changeInvoiceStatus,
  access: { sessions: ANY_SESSION, rights: ['invoices.EDIT'] },
  tags,
  summary: 'draft → sent (handed over otherwise), sent → paid, paid → sent (payment undone)',
  request: { headers: ZIfMatchHeaders, params: ZNumberParam, ...jsonBody(ZInvoiceStatusChange) },
  responses: { 200: dataResponse('Status changed', ZInvoice) },
});

export const sendInvoice = defineOperation({
  ...moneyEndpoints.sendInvoice,
  access: { sessions: ANY_SESSION, rights: ['invoices.EDIT'] },
  tags,
  summary:
    "Mail the invoice PDF to the client from the company's sender (a draft becomes sent); kept in the client's mailbox",
  request: { headers: ZIfMatchHeaders, params: ZNumberParam, ...jsonBody(ZInvoiceSend) },
  responses: { 200: dataResponse('Sent', ZInvoice) },
});

export const copyInvoice = defineOperation({
  ...moneyEndpoints.copyInvoice,
  access: { sessions: ANY_SESSION, rights: ['invoices.CREATE'] },
  tags,
  summary: 'A new draft for the same client dated today, with the same items, under a new number',
  request: { params: ZNumberParam },
  responses: { 201: dataResponse('The copy', ZInvoice) },
});

export const listInvoiceItems = defineOperation({
  ...moneyEndpoints.listInvoiceItems,
  access: { sessions: ANY_SESSION, rights: ['invoices.READ'] },
  tags,
  summary: 'The items with the amounts computed on the server (quantity × price, VAT per rate)',
  request: { params: ZNumberParam },
  responses: { 200: dataResponse('Items and totals', ZItemsWithTotals) },
});

export const invoicePdf = defineOperation({
  ...moneyEndpoints.invoicePdf,
  access: { sessions: ANY_SESSION, rights: ['invoices.READ'] },
  tags,
  summary: 'The invoice as a PDF, made now from the invoice (a draft says so in its title)',
  request: { params: ZNumberParam },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});

export const listInvoiceFiles = defineOperation({
  ...moneyEndpoints.listInvoiceFiles,
  access: { sessions: ANY_SESSION, rights: ['invoices.READ'] },
  tags,
  summary: 'The PDFs of the invoice as they were mailed, newest first',
  request: { params: ZNumberParam },
  responses: { 200: dataResponse('Documents', z.array(ZDocumentFile)) },
});

export const invoiceFile = defineOperation({
  ...moneyEndpoints.invoiceFile,
  access: { sessions: ANY_SESSION, rights: ['invoices.READ'] },
  tags,
  summary: 'One of those PDFs',
  request: { params: ZNumberAndFileParam },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});

export const listInvoiceActivities = defineOperation({
  ...moneyEndpoints.listInvoiceActivities,
  access: { sessions: ANY_SESSION, rights: ['invoices.EDIT'] },
  tags,
  summary: 'What happened to the invoice, and notes, newest first (office: right invoices EDIT)',
  request: { params: ZNumberParam },
  responses: { 200: dataResponse('Activities', z.array(ZDocumentActivity)) },
});

export const addInvoiceNote = defineOperation({
  ...moneyEndpoints.addInvoiceNote,
  access: { sessions: ANY_SESSION, rights: ['invoices.EDIT'] },
  tags,
  summary: 'Add a note to the invoice',
  request: { params: ZNumberParam, ...jsonBody(ZNoteInput) },
  responses: { 201: dataResponse('Activities after the note', z.array(ZDocumentActivity)) },
});
