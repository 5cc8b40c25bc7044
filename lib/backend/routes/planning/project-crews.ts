// The routes of lib/domain/planning/operations/project-crews.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { offsetOf } from '../../http/list';
import { listAnswer } from '../../http/openapi';
import {
  createProjectCrew,
  deleteProjectCrew,
  getProjectCrew,
  listProjectCrews,
  updateProjectCrew,
} from '../../services/planning/project-crews';
import { listCrewItemsOfCrew } from '../../services/planning/crew-items';
import { route } from '../../http/operation-route';
import { ifMatchOf, withEtag } from '../../http/versions';
import * as op from '../../../domain/planning/operations/project-crews';

export function projectCrewRoutes() {
  const r = createRouter();

  r.openapi(route(op.listProjectCrews), async (c) => {
    const q = c.req.valid('query');
    const page = await listProjectCrews(c.var.deps.db, c.var.auth, { ...q, offset: offsetOf(q) });
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.getProjectCrew), async (c) =>
    c.json({ data: withEtag(c, await getProjectCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id)) }, 200),
  );

  r.openapi(route(op.listCrewItemsOfCrew), async (c) =>
    c.json({ data: await listCrewItemsOfCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.createProjectCrew), async (c) =>
    c.json({ data: await createProjectCrew(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(route(op.updateProjectCrew), async (c) =>
    c.json(
      {
        data: withEtag(
          c,
          await updateProjectCrew(
            c.var.deps.db,
            c.var.auth,
            c.req.valid('param').id,
            c.req.valid('json'),
            ifMatchOf(c),
          ),
        ),
      },
      200,
    ),
  );

  r.openapi(route(op.deleteProjectCrew), async (c) => {
    await deleteProjectCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id, ifMatchOf(c));
    return c.json({ data: { ok: true as const } }, 200);
  });

  return r;
}
