// The routes of lib/domain/crew-profile/operations/crew-profile.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { crewFunctions, crewTags, documentBasedSkills, profileAccess } from '../../services/crew-profile/crew-profile';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/crew-profile/operations/crew-profile';

export function crewProfileRoutes() {
  const r = createRouter();
  r.openapi(route(op.crewFunctions), async (c) =>
    c.json({ data: await crewFunctions(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.crewTags), async (c) =>
    c.json({ data: await crewTags(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.documentBasedSkills), async (c) =>
    c.json({ data: await documentBasedSkills(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.profileAccess), async (c) =>
    c.json({ data: await profileAccess(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
