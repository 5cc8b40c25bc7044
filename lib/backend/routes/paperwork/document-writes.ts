// For planners and office: documents for signing made from an uploaded PDF (multipart: `file`
// and `data`, the description as JSON), withdrawn while unsigned; a company's and a contact's
// documents; and the ZIP of the signed documents of a company's crew, with their list as a spreadsheet.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, exportResponse, fileResponse, multipartBody } from '../../http/openapi';
import { sendFile } from '../../http/files';
import { uploadBody } from '../../http/multipart';
import { webOrigin } from '../../http/request-host';
import { paperworkOffice } from '../../http/paperwork-guard';
import { createDocument, receiveDocument } from '../../services/paperwork/documents/create-document';
import { deleteDocument } from '../../services/paperwork/documents/delete-document';
import { listCompanyDocuments, listContactDocuments } from '../../services/paperwork/documents/list-documents';
import { exportCrewDocuments } from '../../services/paperwork/documents/export-crew-documents';
import { listCrewDocuments } from '../../services/paperwork/documents/list-crew-documents';
import { ZExportQuery } from '../../../domain/export-query';
import { ZDocument, ZDocumentListItem } from '../../../domain/paperwork';
import { ZDeleted } from '../../../domain/response-parts';

const mw = [requireAuth, paperworkOffice];

export function documentWriteRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'post',
      path: '/documents',
      tags: ['documents'],
      middleware: mw,
      summary: 'Make a document for signing from a PDF (multipart "file", at most 10 MB) and its description ("data")',
      request: multipartBody({
        data: { type: 'string', description: 'The description (ZCreateDocumentInput) as JSON' },
      }),
      responses: { 201: dataResponse('Created', ZDocument) },
    }),
    async (c) => {
      const { input, file } = await receiveDocument(uploadBody(c.req.raw));
      const { db, mailer } = c.var.deps;
      return c.json(
        {
          data: await createDocument(db, mailer, c.var.auth, {
            input,
            file,
            webOrigin: await webOrigin(c, c.var.auth.tenantId),
          }),
        },
        201,
      );
    },
  );
  r.openapi(
    createRoute({
      method: 'delete',
      path: '/documents/{id}',
      tags: ['documents'],
      middleware: mw,
      summary: 'Withdraw a document nobody has signed yet',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Deleted', ZDeleted) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteDocument(c.var.deps.db, c.var.auth, id);
      return c.json({ data: { id } }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/companies/{id}/documents',
      tags: ['companies'],
      middleware: mw,
      summary: "The company's documents to sign and signed",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Documents', z.array(ZDocumentListItem)) },
    }),
    async (c) => c.json({ data: await listCompanyDocuments(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/contacts/{id}/documents',
      tags: ['contacts'],
      middleware: mw,
      summary: "The contact's documents to sign and signed",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Documents', z.array(ZDocumentListItem)) },
    }),
    async (c) => c.json({ data: await listContactDocuments(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/companies/{id}/exportCrewMembersDocuments',
      tags: ['companies'],
      middleware: mw,
      summary: 'A ZIP of the signed documents of everyone with a contract with the company, a folder per person',
      request: { params: ZIdParam },
      responses: { 200: fileResponse('ZIP', 'application/zip') },
    }),
    async (c) => {
      const { zip, fileName } = await exportCrewDocuments(c.var.deps.db, c.var.auth, c.req.valid('param').id);
      return sendFile(c, { data: zip, fileName, contentType: 'application/zip' });
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/companies/{id}/exports/crewDocuments',
      tags: ['companies'],
      middleware: mw,
      summary: "The list of the company's crew's documents, signed or not, as .xlsx or .csv",
      request: { params: ZIdParam, query: ZExportQuery },
      responses: { 200: exportResponse },
    }),
    async (c) => {
      const { db } = c.var.deps;
      return sendFile(c, await listCrewDocuments(db, c.var.auth, c.req.valid('param').id, c.req.valid('query').format));
    },
  );
  return r;
}
