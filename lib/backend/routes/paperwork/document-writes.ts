// The routes of lib/domain/paperwork/operations/document-writes.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { sendFile } from '../../http/files';
import { uploadBody } from '../../http/multipart';
import { webOrigin } from '../../http/request-host';
import { paperworkOffice } from '../../http/paperwork-guard';
import { createDocument, receiveDocument } from '../../services/paperwork/documents/create-document';
import { deleteDocument } from '../../services/paperwork/documents/delete-document';
import { listCompanyDocuments, listContactDocuments } from '../../services/paperwork/documents/list-documents';
import { exportCrewDocuments } from '../../services/paperwork/documents/export-crew-documents';
import { listCrewDocuments } from '../../services/paperwork/documents/list-crew-documents';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/paperwork/operations/document-writes';

export function documentWriteRoutes() {
  const r = createRouter();
  r.openapi(route(op.createDocument, paperworkOffice), async (c) => {
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
  });
  r.openapi(route(op.deleteDocument, paperworkOffice), async (c) => {
    const { id } = c.req.valid('param');
    await deleteDocument(c.var.deps.db, c.var.auth, id);
    return c.json({ data: { id } }, 200);
  });
  r.openapi(route(op.listCompanyDocuments, paperworkOffice), async (c) =>
    c.json({ data: await listCompanyDocuments(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.listContactDocuments, paperworkOffice), async (c) =>
    c.json({ data: await listContactDocuments(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.exportCrewDocuments, paperworkOffice), async (c) => {
    const { zip, fileName } = await exportCrewDocuments(c.var.deps.db, c.var.auth, c.req.valid('param').id);
    return sendFile(c, { data: zip, fileName, contentType: 'application/zip' });
  });
  r.openapi(route(op.listCrewDocuments, paperworkOffice), async (c) => {
    const { db } = c.var.deps;
    return sendFile(c, await listCrewDocuments(db, c.var.auth, c.req.valid('param').id, c.req.valid('query').format));
  });
  return r;
}
