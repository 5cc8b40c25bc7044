// /projectCrews/{id}/photos (upload, list) and /crewPhotos/{id} (file, approve, reject).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { plannersOnly } from '../../http/guards';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, fileResponse, multipartBody } from '../../http/openapi';
import { uploadBody } from '../../http/multipart';
import { crewAccessOf, crewGuard } from '../../http/crew-guard';
import { idempotent, ZIdempotencyHeaders } from '../../http/idempotent';
import { listPhotos, photoFile, reviewPhoto, uploadPhoto } from '../../services/field-work/photos';
import { ZCrewPhoto } from '../../../domain/field-work';

export function crewPhotoRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews/{id}/photos',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard, idempotent],
      summary:
        'Upload a photo (multipart field "file": JPEG, PNG or WebP, at most 10 MB; field "at": when it was taken, for a queued upload); it awaits approval',
      request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...multipartBody() },
      responses: { 201: dataResponse('Uploaded', ZCrewPhoto) },
    }),
    async (c) => c.json({ data: await uploadPhoto(c.var.deps.db, await crewAccessOf(c), uploadBody(c.req.raw)) }, 201),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/photos',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard],
      summary: "The crew's photos, newest first, with their approval status",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Photos', z.array(ZCrewPhoto)) },
    }),
    async (c) => c.json({ data: await listPhotos(c.var.deps.db, await crewAccessOf(c)) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/crewPhotos/{id}/file',
      tags: ['crewPhotos'],
      middleware: [requireAuth],
      summary: 'The photo itself',
      request: { params: ZIdParam },
      responses: { 200: fileResponse('Image', 'image/*') },
    }),
    async (c) => {
      const photo = await photoFile(c.var.deps.db, c.var.auth, c.req.valid('param').id);
      return c.body(new Uint8Array(photo.data), 200, {
        'Content-Type': photo.mimeType,
        'Content-Disposition': `inline; filename="${photo.fileName}"`,
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    r.openapi(
      createRoute({
        method: 'post',
        path: `/crewPhotos/{id}/${action}`,
        tags: ['crewPhotos'],
        middleware: [requireAuth, plannersOnly],
        summary: `${action === 'approve' ? 'Approve' : 'Reject'} a photo (planners)`,
        request: { params: ZIdParam },
        responses: { 200: dataResponse('Reviewed', ZCrewPhoto) },
      }),
      async (c) => c.json({ data: await reviewPhoto(c.var.deps.db, c.var.auth, c.req.valid('param').id, status) }, 200),
    );
  }
  return r;
}
