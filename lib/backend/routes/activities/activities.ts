// The routes of lib/domain/activities/operations/activities.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import {
  activityFilterOptions,
  createActivity,
  deleteActivity,
  getActivity,
  listActivities,
  listActivityTypes,
  markActivityDone,
  updateActivity,
} from '../../services/activities/activities';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/activities/operations/activities';

export function activityRoutes() {
  const r = createRouter();
  r.openapi(route(op.listActivityTypes), async (c) =>
    c.json({ data: await listActivityTypes(c.var.deps.db, c.var.auth) }, 200),
  );
  r.openapi(route(op.activityFilterOptions), async (c) =>
    c.json({ data: await activityFilterOptions(c.var.deps.db, c.var.auth) }, 200),
  );
  r.openapi(route(op.listActivities), async (c) => {
    const q = c.req.valid('query');
    return c.json(listAnswer(q, await listActivities(c.var.deps.db, c.var.auth, q)), 200);
  });
  r.openapi(route(op.getActivity), async (c) =>
    c.json({ data: await getActivity(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.createActivity), async (c) =>
    c.json({ data: await createActivity(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );
  r.openapi(route(op.updateActivity), async (c) =>
    c.json(
      { data: await updateActivity(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
      200,
    ),
  );
  r.openapi(route(op.markActivityDone), async (c) =>
    c.json({ data: await markActivityDone(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.deleteActivity), async (c) => {
    const { id } = c.req.valid('param');
    await deleteActivity(c.var.deps.db, c.var.auth, id);
    return c.json({ data: { id } }, 200);
  });
  return r;
}
