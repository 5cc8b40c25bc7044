// A project's files: /projects/{id}/documents (list, upload; right projectAttachments),
// /projectDocuments/{id} (file, approve, reject, delete) and /projects/{id}/logo (right
// projects EDIT_PROJECT_LOGO to change it).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, fileResponse, multipartBody } from '../../http/openapi';
import { uploadBody } from '../../http/multipart';
import { needsRight, plannersOnly } from '../../http/guards';
import { projectGuard } from '../../http/project-guard';
import { ZDeleted, ZDone } from '../../../domain/response-parts';
import { PROJECT_DOCUMENT_KINDS, ZProjectDocument } from '../../../domain/projects';
import {
  deleteProjectDocument,
  listProjectDocuments,
  projectDocumentFile,
  reviewProjectDocument,
  uploadProjectDocument,
} from '../../services/projects/documents';
import { deleteProjectLogo, getProjectLogo, setProjectLogo } from '../../services/projects/logo';

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

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/documents',
      tags: ['projects'],
      middleware: [requireAuth, attachments, projectGuard],
      summary: "The project's documents and attachments, newest first (pending ones for planners only)",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Documents', z.array(ZProjectDocument)) },
    }),
    async (c) => c.json({ data: await listProjectDocuments(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/documents',
      tags: ['projects'],
      middleware: [requireAuth, attachments, plannersOnly, projectGuard],
      summary:
        'Upload a file (multipart "file": PDF, JPEG, PNG, WebP, .docx or .xlsx, at most 10 MB; "kind"); it awaits approval',
      request: {
        params: ZIdParam,
        ...multipartBody({ kind: { type: 'string', enum: PROJECT_DOCUMENT_KINDS, default: 'attachment' } }),
      },
      responses: { 201: dataResponse('Uploaded', ZProjectDocument) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const doc = await uploadProjectDocument(db, c.var.auth, c.req.valid('param').id, uploadBody(c.req.raw));
      return c.json({ data: doc }, 201);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectDocuments/{id}/file',
      tags: ['projects'],
      middleware: [requireAuth, attachments],
      summary: 'The file itself',
      request: { params: ZIdParam },
      responses: { 200: fileResponse('The file', '*/*') },
    }),
    async (c) => sendFile(c, await projectDocumentFile(c.var.deps.db, c.var.auth, c.req.valid('param').id), false),
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    r.openapi(
      createRoute({
        method: 'post',
        path: `/projectDocuments/{id}/${action}`,
        tags: ['projects'],
        middleware: [requireAuth, attachments, plannersOnly],
        summary: `${action === 'approve' ? 'Approve' : 'Reject'} an uploaded file (planners)`,
        request: { params: ZIdParam },
        responses: { 200: dataResponse('Reviewed', ZProjectDocument) },
      }),
      async (c) =>
        c.json({ data: await reviewProjectDocument(c.var.deps.db, c.var.auth, c.req.valid('param').id, status) }, 200),
    );
  }

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/projectDocuments/{id}',
      tags: ['projects'],
      middleware: [requireAuth, attachments, plannersOnly],
      summary: 'Delete a file (planners)',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Deleted', ZDeleted) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteProjectDocument(c.var.deps.db, c.var.auth, id);
      return c.json({ data: { id } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/logo',
      tags: ['projects'],
      middleware: [requireAuth, needsRight('projects.READ'), projectGuard],
      summary: "The project's logo (404 when it has none)",
      request: { params: ZIdParam },
      responses: { 200: fileResponse('Image', 'image/*') },
    }),
    async (c) => {
      const logo = await getProjectLogo(c.var.deps.db, c.var.auth, c.req.valid('param').id);
      return c.body(new Uint8Array(logo.data), 200, {
        'Content-Type': logo.mimeType,
        // A new logo replaces the old one at the same address: always ask again.
        'Cache-Control': 'private, no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/logo',
      tags: ['projects'],
      middleware: [requireAuth, needsRight('projects.EDIT_PROJECT_LOGO'), projectGuard],
      summary: 'Set the logo (multipart "file": PNG or JPEG, at most 2 MB); replaces the old one',
      request: { params: ZIdParam, ...multipartBody() },
      responses: { 200: dataResponse('Logo set', ZDone) },
    }),
    async (c) => {
      await setProjectLogo(c.var.deps.db, c.var.auth, c.req.valid('param').id, uploadBody(c.req.raw));
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/projects/{id}/logo',
      tags: ['projects'],
      middleware: [requireAuth, needsRight('projects.EDIT_PROJECT_LOGO'), projectGuard],
      summary: 'Remove the logo',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Removed', ZDone) },
    }),
    async (c) => {
      await deleteProjectLogo(c.var.deps.db, c.var.auth, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  return r;
}
