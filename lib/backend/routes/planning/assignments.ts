// The routes of lib/domain/planning/operations/assignments.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { cancelAssignment, createAssignment, updateAssignment } from '../../services/planning/assignments';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/planning/operations/assignments';
import { ifMatchOf, withEtag } from '../../http/versions';

export function assignmentRoutes() {
  const r = createRouter();

  r.openapi(route(op.createAssignment), async (c) =>
    c.json({ data: withEtag(c, await createAssignment(c.var.deps.db, c.var.auth, c.req.valid('json'))) }, 201),
  );

  r.openapi(route(op.updateAssignment), async (c) =>
    c.json(
      {
        data: withEtag(
          c,
          await updateAssignment(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json'), ifMatchOf(c)),
        ),
      },
      200,
    ),
  );

  r.openapi(route(op.cancelAssignment), async (c) =>
    c.json(
      { data: withEtag(c, await cancelAssignment(c.var.deps.db, c.var.auth, c.req.valid('param').id, ifMatchOf(c))) },
      200,
    ),
  );

  return r;
}
