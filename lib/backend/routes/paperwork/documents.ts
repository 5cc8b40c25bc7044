// The routes of lib/domain/paperwork/operations/documents.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { sendPdf } from '../../http/files';
import { webOrigin } from '../../http/request-host';
import { paperworkRight, personalLogin, signerGuard } from '../../http/paperwork-guard';
import { getDocument } from '../../services/paperwork/documents/read-document';
import { documentFile, signedDocumentFile } from '../../services/paperwork/documents/document-files';
import { listDocumentsToSign, listDocumentTypes } from '../../services/paperwork/documents/list-documents';
import { documentOfSignatory, signDocument } from '../../services/paperwork/documents/sign-document';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/paperwork/operations/documents';

export function documentRoutes() {
  const r = createRouter();
  r.openapi(route(op.listDocumentTypes, personalLogin), async (c) =>
    c.json({ data: await listDocumentTypes(c.var.deps.db, c.var.auth) }, 200),
  );
  r.openapi(route(op.listDocumentsToSign, paperworkRight('mobileDocuments.READ')), async (c) =>
    c.json({ data: await listDocumentsToSign(c.var.deps.db, c.var.auth) }, 200),
  );
  r.openapi(route(op.getDocument, personalLogin), async (c) =>
    c.json({ data: await getDocument(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.documentFile, personalLogin), async (c) =>
    sendPdf(c, await documentFile(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );
  r.openapi(route(op.signedDocumentFile, personalLogin), async (c) =>
    sendPdf(c, await signedDocumentFile(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );
  r.openapi(route(op.signDocument, signerGuard), async (c) => {
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
  });
  r.openapi(route(op.signAsSignatory, signerGuard), async (c) => {
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
  });
  return r;
}
