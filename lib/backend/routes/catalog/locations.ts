// /locations: where crews work. Read by any login (a project session only its crews'
// locations); kept by planners. A location still used by a crew cannot be deleted (409).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { plannersOnly } from '../../http/guards';
import { requireAuth } from '../../http/auth';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody } from '../../http/openapi';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from '../../services/catalog/locations';
import { ZLocation, ZLocationInput, ZLocationSearch } from '../../../domain/catalog';
import { ZDeleted } from '../../../domain/response-parts';

export function locationRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/locations',
      tags: ['locations'],
      middleware: [requireAuth],
      summary: 'Locations',
      request: { query: ZListQuery.extend(ZLocationSearch.shape) },
      responses: { 200: dataResponse('Locations', z.array(ZLocation)) },
    }),
    async (c) => c.json({ data: await listLocations(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/locations/{id}',
      tags: ['locations'],
      middleware: [requireAuth],
      summary: 'One location',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Location', ZLocation) },
    }),
    async (c) => c.json({ data: await getLocation(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/locations',
      tags: ['locations'],
      middleware: [requireAuth, plannersOnly],
      summary: 'Add a location (planners)',
      request: jsonBody(ZLocationInput),
      responses: { 201: dataResponse('Created', ZLocation) },
    }),
    async (c) => c.json({ data: await createLocation(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/locations/{id}',
      tags: ['locations'],
      middleware: [requireAuth, plannersOnly],
      summary: 'Change the fields given (planners)',
      request: { params: ZIdParam, ...jsonBody(ZLocationInput.partial()) },
      responses: { 200: dataResponse('Updated', ZLocation) },
    }),
    async (c) =>
      c.json(
        { data: await updateLocation(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );
  r.openapi(
    createRoute({
      method: 'delete',
      path: '/locations/{id}',
      tags: ['locations'],
      middleware: [requireAuth, plannersOnly],
      summary: 'Delete an unused location (planners)',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Deleted', ZDeleted) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteLocation(c.var.deps.db, c.var.auth, id);
      return c.json({ data: { id } }, 200);
    },
  );
  return r;
}
