// The routes of lib/domain/catalog/operations/reference.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import {
  createFunction,
  listCountries,
  listFunctions,
  listNationalities,
  listRegions,
  listTags,
} from '../../services/catalog/reference';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/catalog/operations/reference';

export function referenceRoutes() {
  const r = createRouter();
  r.openapi(route(op.listFunctions), async (c) =>
    c.json({ data: await listFunctions(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );
  r.openapi(route(op.createFunction), async (c) => {
    return c.json({ data: await createFunction(c.var.deps.db, c.var.auth.tenantId, c.req.valid('json')) }, 201);
  });
  r.openapi(route(op.listTags), async (c) => c.json({ data: await listTags(c.var.deps.db, c.var.auth.tenantId) }, 200));
  r.openapi(route(op.listRegions), async (c) =>
    c.json({ data: await listRegions(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );
  r.openapi(route(op.listCountries), async (c) => c.json({ data: await listCountries(c.var.deps.db) }, 200));
  r.openapi(route(op.listNationalities), async (c) => c.json({ data: await listNationalities(c.var.deps.db) }, 200));
  return r;
}
