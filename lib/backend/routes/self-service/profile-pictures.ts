// The routes of lib/domain/self-service/operations/profile-pictures.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { ownPersonOrPlanner } from '../../http/guards';
import { uploadBody } from '../../http/multipart';
import {
  listPendingPictures,
  listProfilePictures,
  profilePictureFile,
  reviewProfilePicture,
  uploadProfilePicture,
} from '../../services/self-service/profile-pictures';
import { getPublicProfile } from '../../services/self-service/public-profile';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/self-service/operations/profile-pictures';

export function profilePictureRoutes() {
  const r = createRouter();

  r.openapi(route(op.uploadProfilePicture, ownPersonOrPlanner), async (c) =>
    c.json(
      {
        data: await uploadProfilePicture(c.var.deps.db, c.var.auth, c.req.valid('param').id, uploadBody(c.req.raw)),
      },
      201,
    ),
  );

  r.openapi(route(op.listProfilePictures, ownPersonOrPlanner), async (c) =>
    c.json({ data: await listProfilePictures(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.profilePictureFile), async (c) => {
    const { id, pictureId } = c.req.valid('param');
    const picture = await profilePictureFile(c.var.deps.db, c.var.auth, id, pictureId);
    return c.body(new Uint8Array(picture.data), 200, {
      'Content-Type': picture.mimeType,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  r.openapi(route(op.listPendingPictures), async (c) =>
    c.json({ data: await listPendingPictures(c.var.deps.db, c.var.auth) }, 200),
  );

  for (const [operation, action] of [
    [op.approveProfilePicture, 'approve'],
    [op.rejectProfilePicture, 'reject'],
  ] as const) {
    r.openapi(route(operation), async (c) =>
      c.json({ data: await reviewProfilePicture(c.var.deps.db, c.var.auth, c.req.valid('param').id, action) }, 200),
    );
  }

  r.openapi(route(op.getPublicProfile), async (c) =>
    c.json({ data: await getPublicProfile(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  return r;
}
