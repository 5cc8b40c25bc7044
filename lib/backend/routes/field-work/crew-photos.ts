// The routes of lib/domain/field-work/operations/crew-photos.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { uploadBody } from '../../http/multipart';
import { crewAccessOf, crewGuard } from '../../http/crew-guard';
import { idempotent } from '../../http/idempotent';
import { listPhotos, photoFile, reviewPhoto, uploadPhoto } from '../../services/field-work/photos';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/field-work/operations/crew-photos';

export function crewPhotoRoutes() {
  const r = createRouter();
  r.openapi(route(op.uploadPhoto, crewGuard, idempotent), async (c) =>
    c.json({ data: await uploadPhoto(c.var.deps.db, await crewAccessOf(c), uploadBody(c.req.raw)) }, 201),
  );
  r.openapi(route(op.listPhotos, crewGuard), async (c) =>
    c.json({ data: await listPhotos(c.var.deps.db, await crewAccessOf(c)) }, 200),
  );
  r.openapi(route(op.photoFile), async (c) => {
    const photo = await photoFile(c.var.deps.db, c.var.auth, c.req.valid('param').id);
    return c.body(new Uint8Array(photo.data), 200, {
      'Content-Type': photo.mimeType,
      'Content-Disposition': `inline; filename="${photo.fileName}"`,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  for (const [operation, status] of [
    [op.approvePhoto, 'approved'],
    [op.rejectPhoto, 'rejected'],
  ] as const) {
    r.openapi(route(operation), async (c) =>
      c.json({ data: await reviewPhoto(c.var.deps.db, c.var.auth, c.req.valid('param').id, status) }, 200),
    );
  }
  return r;
}
