// Reference lists: functions, tags, regions (per tenant), countries and nationalities
// (global). Any personal login may read them; planners add functions.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { dataResponse, jsonBody } from '../../http/openapi';
import { plannersOnly } from '../../http/guards';
import {
  createFunction,
  listCountries,
  listFunctions,
  listNationalities,
  listRegions,
  listTags,
} from '../../services/catalog/reference';
import { ZCountry, ZFunction, ZFunctionInput, ZNationality, ZRegion, ZTag } from '../../../domain/catalog';

const mw = [requireAuth, requireUserSession];

export function referenceRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/functions',
      tags: ['reference'],
      middleware: mw,
      summary: 'Crew functions of the tenant',
      responses: { 200: dataResponse('Functions', z.array(ZFunction)) },
    }),
    async (c) => c.json({ data: await listFunctions(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/functions',
      tags: ['reference'],
      middleware: [...mw, plannersOnly],
      summary: 'Add a crew function (planners; names unique)',
      request: jsonBody(ZFunctionInput),
      responses: { 201: dataResponse('Created', ZFunction) },
    }),
    async (c) => {
      return c.json({ data: await createFunction(c.var.deps.db, c.var.auth.tenantId, c.req.valid('json')) }, 201);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/tags',
      tags: ['reference'],
      middleware: mw,
      summary: 'Person tags of the tenant',
      responses: { 200: dataResponse('Tags', z.array(ZTag)) },
    }),
    async (c) => c.json({ data: await listTags(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/regions',
      tags: ['reference'],
      middleware: mw,
      summary: 'Regions of the tenant',
      responses: { 200: dataResponse('Regions', z.array(ZRegion)) },
    }),
    async (c) => c.json({ data: await listRegions(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/countries',
      tags: ['reference'],
      middleware: mw,
      summary: 'Countries (global)',
      responses: { 200: dataResponse('Countries', z.array(ZCountry)) },
    }),
    async (c) => c.json({ data: await listCountries(c.var.deps.db) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/nationalities',
      tags: ['reference'],
      middleware: mw,
      summary: 'Nationalities (global)',
      responses: { 200: dataResponse('Nationalities', z.array(ZNationality)) },
    }),
    async (c) => c.json({ data: await listNationalities(c.var.deps.db) }, 200),
  );
  return r;
}
