// The routes of lib/domain/projects/operations/project-documents.ts (what they take, answer and allow is
// written there); the handlers call the services.
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { createRouter } from '../../http/router';
import { uploadBody } from '../../http/multipart';
import { needsRight } from '../../http/guards';
import { projectGuard } from '../../http/project-guard';
import {
  deleteProjectDocument,
  listProjectDocuments,
  projectDocumentFile,
  reviewProjectDocument,
  uploadProjectDocument,
} from '../../services/projects/documents';
import { deleteProjectLogo, getProjectLogo, setProjectLogo } from '../../services/projects/logo';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/projects/operations/project-documents';

/** A stored file as a download; the type is the one read from its bytes, so nosniff holds. */
const sendFile = (c: Context<AppEnv>, f: { data: Buffer; mimeType: string; fileName: string }, inline: boolean) =>
  c.body(new Uint8Array(f.data), 200, {
    'Content-Type': f.mimeType,
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${f.fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });

const attachments = needsRight('projectAttachments.READ');

export function projectDocumentRoutes() {
  const r = createRouter();

  r.openapi(route(op.listProjectDocuments, attachments, projectGuard), async (c) =>
    c.json({ data: await listProjectDocuments(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.uploadProjectDocument, attachments, projectGuard), async (c) => {
    const { db } = c.var.deps;
    const doc = await uploadProjectDocument(db, c.var.auth, c.req.valid('param').id, uploadBody(c.req.raw));
    return c.json({ data: doc }, 201);
  });

  r.openapi(route(op.projectDocumentFile, attachments), async (c) =>
    sendFile(c, await projectDocumentFile(c.var.deps.db, c.var.auth, c.req.valid('param').id), false),
  );

  for (const [operation, status] of [
    [op.approveProjectDocument, 'approved'],
    [op.rejectProjectDocument, 'rejected'],
  ] as const) {
    r.openapi(route(operation, attachments), async (c) =>
      c.json({ data: await reviewProjectDocument(c.var.deps.db, c.var.auth, c.req.valid('param').id, status) }, 200),
    );
  }

  r.openapi(route(op.deleteProjectDocument, attachments), async (c) => {
    const { id } = c.req.valid('param');
    await deleteProjectDocument(c.var.deps.db, c.var.auth, id);
    return c.json({ data: { id } }, 200);
  });

  r.openapi(route(op.getProjectLogo, projectGuard), async (c) => {
    const logo = await getProjectLogo(c.var.deps.db, c.var.auth, c.req.valid('param').id);
    return c.body(new Uint8Array(logo.data), 200, {
      'Content-Type': logo.mimeType,
      // A new logo replaces the old one at the same address: always ask again.
      'Cache-Control': 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  r.openapi(route(op.setProjectLogo, projectGuard), async (c) => {
    await setProjectLogo(c.var.deps.db, c.var.auth, c.req.valid('param').id, uploadBody(c.req.raw));
    return c.json({ data: { ok: true as const } }, 200);
  });

  r.openapi(route(op.deleteProjectLogo, projectGuard), async (c) => {
    await deleteProjectLogo(c.var.deps.db, c.var.auth, c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  return r;
}
