// The routes of lib/domain/catalog/operations/locations.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from '../../services/catalog/locations';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/catalog/operations/locations';

export function locationRoutes() {
  const r = createRouter();
  r.openapi(route(op.listLocations), async (c) =>
    c.json({ data: await listLocations(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );
  r.openapi(route(op.getLocation), async (c) =>
    c.json({ data: await getLocation(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.createLocation), async (c) =>
    c.json({ data: await createLocation(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );
  r.openapi(route(op.updateLocation), async (c) =>
    c.json(
      { data: await updateLocation(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
      200,
    ),
  );
  r.openapi(route(op.deleteLocation), async (c) => {
    const { id } = c.req.valid('param');
    await deleteLocation(c.var.deps.db, c.var.auth, id);
    return c.json({ data: { id } }, 200);
  });
  return r;
}
