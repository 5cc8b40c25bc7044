// A crew member's profile (SPEC §7 crewMember/{id}: crewFunctions, crewTags,
// documentBasedSkills; persons/{id}/profileAccess): for logins with crewProfile CONTACT.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { needsRight } from '../../http/guards';
import { ZIdParam } from '../../http/list';
import { dataResponse } from '../../http/openapi';
import { ZDocumentSkill, ZNamedList, ZProfileAccess } from '../../../domain/crew-profile';
import { crewFunctions, crewTags, documentBasedSkills, profileAccess } from '../../services/crew-profile/crew-profile';

const middleware = [requireAuth, requireUserSession, needsRight('crewProfile.CONTACT')];

export function crewProfileRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/crewMember/{id}/crewFunctions',
      tags: ['crewMember'],
      middleware,
      summary: "A crew member's functions",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Functions', ZNamedList) },
    }),
    async (c) => c.json({ data: await crewFunctions(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/crewMember/{id}/crewTags',
      tags: ['crewMember'],
      middleware,
      summary: "A crew member's tags",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Tags', ZNamedList) },
    }),
    async (c) => c.json({ data: await crewTags(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/crewMember/{id}/documentBasedSkills',
      tags: ['crewMember'],
      middleware,
      summary: "A crew member's signed documents, as skills",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Skills', z.array(ZDocumentSkill)) },
    }),
    async (c) => c.json({ data: await documentBasedSkills(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/profileAccess',
      tags: ['persons'],
      middleware,
      summary: "A crew member's name and contact details",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Profile', ZProfileAccess) },
    }),
    async (c) => c.json({ data: await profileAccess(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
