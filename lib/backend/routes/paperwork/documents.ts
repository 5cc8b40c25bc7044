// Documents to sign (SPEC §7 documents/{id}: file, sign/{signatoryId}; documentsToSign;
// documentSignatories/{id}/sign; documentTypes). Reading one needs a personal login and a
// place on it (signatory, the person it is about) or the planner or office login types; signing
// is the signatory's own, in turn (signerGuard, checked again in the service).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, fileResponse, jsonBody } from '../../http/openapi';
import { sendPdf } from '../../http/files';
import { webOrigin } from '../../http/request-host';
import { paperworkRight, personalLogin, signerGuard } from '../../http/paperwork-guard';
import { getDocument } from '../../services/paperwork/documents/read-document';
import { documentFile, signedDocumentFile } from '../../services/paperwork/documents/document-files';
import { listDocumentsToSign, listDocumentTypes } from '../../services/paperwork/documents/list-documents';
import { documentOfSignatory, signDocument } from '../../services/paperwork/documents/sign-document';
import { ZDocument, ZDocumentListItem, ZDocumentType, ZSignDocumentInput } from '../../../domain/paperwork';
import { MAX_INT } from '../../../domain/primitives';

const ZSignParams = ZIdParam.extend({ signatoryId: z.coerce.number().int().positive().max(MAX_INT) });

export function documentRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/documentTypes',
      tags: ['documents'],
      middleware: [requireAuth, personalLogin],
      summary: 'The document types of the tenant',
      responses: { 200: dataResponse('Types', z.array(ZDocumentType)) },
    }),
    async (c) => c.json({ data: await listDocumentTypes(c.var.deps.db, c.var.auth) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/documentsToSign',
      tags: ['documents'],
      middleware: [requireAuth, paperworkRight('mobileDocuments.READ')],
      summary: 'Documents the caller still has to sign, now or after the signatories before them',
      responses: { 200: dataResponse('Documents', z.array(ZDocumentListItem)) },
    }),
    async (c) => c.json({ data: await listDocumentsToSign(c.var.deps.db, c.var.auth) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/documents/{id}',
      tags: ['documents'],
      middleware: [requireAuth, personalLogin],
      summary: 'One document with its signatories, their statuses and signatures',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Document', ZDocument) },
    }),
    async (c) => c.json({ data: await getDocument(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/documents/{id}/file',
      tags: ['documents'],
      middleware: [requireAuth, personalLogin],
      summary: 'The document as uploaded (PDF)',
      request: { params: ZIdParam },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) => sendPdf(c, await documentFile(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/documents/{id}/signed',
      tags: ['documents'],
      middleware: [requireAuth, personalLogin],
      summary: 'The signed PDF, once every signature is in',
      request: { params: ZIdParam },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) => sendPdf(c, await signedDocumentFile(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/documents/{id}/sign/{signatoryId}',
      tags: ['documents'],
      middleware: [requireAuth, signerGuard],
      summary:
        'Sign as this signatory: a drawn signature, an optional rating and the form fields. One by one: 409 SIGNATORY_OUT_OF_TURN before the previous signatory has signed',
      request: { params: ZSignParams, ...jsonBody(ZSignDocumentInput) },
      responses: { 200: dataResponse('Signed', ZDocument) },
    }),
    async (c) => {
      const { id, signatoryId } = c.req.valid('param');
      const { db, mailer } = c.var.deps;
      const input = c.req.valid('json');
      return c.json(
        {
          data: await signDocument(db, mailer, c.var.auth, {
            documentId: id,
            signatoryId,
            input,
            webOrigin: await webOrigin(c, c.var.auth.tenantId),
          }),
        },
        200,
      );
    },
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/documentSignatories/{id}/sign',
      tags: ['documents'],
      middleware: [requireAuth, signerGuard],
      summary: 'Sign as this signatory (the same as documents/{id}/sign/{signatoryId}, by signatory)',
      request: { params: ZIdParam, ...jsonBody(ZSignDocumentInput) },
      responses: { 200: dataResponse('Signed', ZDocument) },
    }),
    async (c) => {
      const signatoryId = c.req.valid('param').id;
      const { db, mailer } = c.var.deps;
      const documentId = await documentOfSignatory(db, c.var.auth, signatoryId);
      const input = c.req.valid('json');
      return c.json(
        {
          data: await signDocument(db, mailer, c.var.auth, {
            documentId,
            signatoryId,
            input,
            webOrigin: await webOrigin(c, c.var.auth.tenantId),
          }),
        },
        200,
      );
    },
  );
  return r;
}
