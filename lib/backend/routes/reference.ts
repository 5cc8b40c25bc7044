// Reference lists: functions, tags, regions (per tenant), countries and nationalities
// (global). Any personal login may read them; planners add functions.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth, requireUserSession } from '../http/auth';
import { requirePlanner } from '../services/access';
import {
  createFunction,
  listCountries,
  listFunctions,
  listNationalities,
  listRegions,
  listTags,
} from '../services/reference';
import { ZFunctionInput } from '../../domain/people';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const mw = [requireAuth, requireUserSession];
const ZFunction = z.object({ id: z.number(), name: z.string(), code: z.string().nullable() });
const ZNamed = z.object({ id: z.number(), name: z.string() });
const ZCoded = z.object({ code: z.string(), name: z.string() });

export function referenceRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/functions',
      tags: ['reference'],
      middleware: mw,
      summary: 'Crew functions of the tenant',
      responses: { 200: { description: 'Functions', ...json(z.object({ data: z.array(ZFunction) })) } },
    }),
    async (c) => c.json({ data: await listFunctions(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/functions',
      tags: ['reference'],
      middleware: mw,
      summary: 'Add a crew function (planners; names unique)',
      request: { body: { required: true, ...json(ZFunctionInput) } },
      responses: { 201: { description: 'Created', ...json(z.object({ data: ZFunction })) } },
    }),
    async (c) => {
      requirePlanner(c.var.auth);
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
      responses: { 200: { description: 'Tags', ...json(z.object({ data: z.array(ZNamed) })) } },
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
      responses: { 200: { description: 'Regions', ...json(z.object({ data: z.array(ZNamed) })) } },
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
      responses: { 200: { description: 'Countries', ...json(z.object({ data: z.array(ZCoded) })) } },
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
      responses: { 200: { description: 'Nationalities', ...json(z.object({ data: z.array(ZCoded) })) } },
    }),
    async (c) => c.json({ data: await listNationalities(c.var.deps.db) }, 200),
  );
  return r;
}
