// For planners and office: documents for signing made from an uploaded PDF (multipart: `file`
// and `data`, the description as JSON), withdrawn while unsigned; a company's and a contact's
// documents; and the ZIP of the signed documents of a company's crew, with their list as a spreadsheet.
import { z } from 'zod';
import { ZDocument, ZDocumentListItem } from '..';
import { ZExportQuery } from '../../export-query';
import { ANY_SESSION, dataResponse, defineOperation, ZIdParam } from '../../operation';
import { exportResponse, fileResponse, multipartBody } from '../../operation-content';
import { ZDeleted } from '../../response-parts';
import * as paperworkEndpoints from '../endpoints';

export const createDocument = defineOperation({
  ...paperworkEndpoints.createDocument,
  access: { sessions: ANY_SESSION },
  tags: ['documents'],
  summary: 'Make a document for signing from a PDF (multipart "file", at most 10 MB) and its description ("data")',
  request: multipartBody({
    data: { type: 'string', description: 'The description (ZCreateDocumentInput) as JSON' },
  }),
  responses: { 201: dataResponse('Created', ZDocument) },
});

export const deleteDocument = defineOperation({
  ...paperworkEndpoints.deleteDocument,
  access: { sessions: ANY_SESSION },
  tags: ['documents'],
  summary: 'Withdraw a document nobody has signed yet',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Deleted', ZDeleted) },
});

export const listCompanyDocuments = defineOperation({
  ...paperworkEndpoints.listCompanyDocuments,
  access: { sessions: ANY_SESSION },
  tags: ['companies'],
  summary: "The company's documents to sign and signed",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Documents', z.array(ZDocumentListItem)) },
});

export const listContactDocuments = defineOperation({
  ...paperworkEndpoints.listContactDocuments,
  access: { sessions: ANY_SESSION },
  tags: ['contacts'],
  summary: "The contact's documents to sign and signed",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Documents', z.array(ZDocumentListItem)) },
});

export const exportCrewDocuments = defineOperation({
  ...paperworkEndpoints.exportCrewDocuments,
  access: { sessions: ANY_SESSION },
  tags: ['companies'],
  summary: 'A ZIP of the signed documents of everyone with a contract with the company, a folder per person',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('ZIP', 'application/zip') },
});

export const listCrewDocuments = defineOperation({
  ...paperworkEndpoints.listCrewDocuments,
  access: { sessions: ANY_SESSION },
  tags: ['companies'],
  summary: "The list of the company's crew's documents, signed or not, as .xlsx or .csv",
  request: { params: ZIdParam, query: ZExportQuery },
  responses: { 200: exportResponse },
});
