// Profile pictures (SPEC §7 persons/{id}/profilePictures; §4: they await approval), the
// planners' review of them, and the public profile that shows the approved one.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { needsRight, ownPersonOrPlanner, plannersOnly } from '../../http/guards';
import { ZIdParam } from '../../http/list';
import { dataResponse, fileResponse, multipartBody } from '../../http/openapi';
import { uploadBody } from '../../http/multipart';
import {
  listPendingPictures,
  listProfilePictures,
  profilePictureFile,
  reviewProfilePicture,
  uploadProfilePicture,
} from '../../services/self-service/profile-pictures';
import { getPublicProfile } from '../../services/self-service/public-profile';
import { ZPictureParams, ZProfilePicture, ZPublicProfile } from '../../../domain/self-service';

const owner = [requireAuth, needsRight('persons.READ'), ownPersonOrPlanner];

export function profilePictureRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'post',
      path: '/persons/{id}/profilePictures',
      middleware: owner,
      tags: ['persons'],
      summary: 'Upload a profile picture (multipart "file": JPEG, PNG or WebP, at most 5 MB); it awaits approval',
      request: { params: ZIdParam, ...multipartBody() },
      responses: { 201: dataResponse('Uploaded', ZProfilePicture) },
    }),
    async (c) =>
      c.json(
        {
          data: await uploadProfilePicture(c.var.deps.db, c.var.auth, c.req.valid('param').id, uploadBody(c.req.raw)),
        },
        201,
      ),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/profilePictures',
      middleware: owner,
      tags: ['persons'],
      summary: "A person's uploaded pictures with their approval status, newest first",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Pictures', z.array(ZProfilePicture)) },
    }),
    async (c) => c.json({ data: await listProfilePictures(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/profilePictures/{pictureId}/file',
      middleware: [requireAuth] as const,
      tags: ['persons'],
      summary: 'The picture itself (the approved one for anyone signed in; others for the person and planners)',
      request: { params: ZPictureParams },
      responses: { 200: fileResponse('Image', 'image/*') },
    }),
    async (c) => {
      const { id, pictureId } = c.req.valid('param');
      const picture = await profilePictureFile(c.var.deps.db, c.var.auth, id, pictureId);
      return c.body(new Uint8Array(picture.data), 200, {
        'Content-Type': picture.mimeType,
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/profilePictures',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['persons'],
      summary: 'Profile pictures waiting for approval, oldest first (planners)',
      responses: { 200: dataResponse('Pictures', z.array(ZProfilePicture)) },
    }),
    async (c) => c.json({ data: await listPendingPictures(c.var.deps.db, c.var.auth) }, 200),
  );

  for (const action of ['approve', 'reject'] as const) {
    r.openapi(
      createRoute({
        method: 'post',
        path: `/profilePictures/{id}/${action}`,
        middleware: [requireAuth, plannersOnly] as const,
        tags: ['persons'],
        summary: `${action === 'approve' ? 'Approve' : 'Reject'} a profile picture (planners)`,
        request: { params: ZIdParam },
        responses: { 200: dataResponse('Reviewed', ZProfilePicture) },
      }),
      async (c) =>
        c.json({ data: await reviewProfilePicture(c.var.deps.db, c.var.auth, c.req.valid('param').id, action) }, 200),
    );
  }

  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/publicProfile',
      middleware: [requireAuth] as const,
      tags: ['persons'],
      summary: 'Name, approved picture and functions of a person: what anyone signed in may see',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Public profile', ZPublicProfile) },
    }),
    async (c) => c.json({ data: await getPublicProfile(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  return r;
}
