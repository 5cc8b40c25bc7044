// /projectCrews/{id}/liveLocations: the crew chief shares their position while on duty;
// planners (and the chief) read the latest one with its time.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth } from '../http/auth';
import { ZIdParam } from '../http/list';
import { crewAccessOf, crewGuard } from '../services/field-work/crew-guard';
import { latestLiveLocation, shareLiveLocation } from '../services/field-work/live-locations';
import { ZLiveLocationInput } from '../../domain/field-work';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const ZAny = z.object({ data: z.any() });
const middleware = [requireAuth, crewGuard];

export function liveLocationRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews/{id}/liveLocations',
      tags: ['projectCrews'],
      middleware,
      summary: "Share the crew chief's position (only while on duty)",
      request: { params: ZIdParam, body: { required: true, ...json(ZLiveLocationInput) } },
      responses: { 201: { description: 'Recorded', ...json(ZAny) } },
    }),
    async (c) =>
      c.json({ data: await shareLiveLocation(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 201),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/liveLocations',
      tags: ['projectCrews'],
      middleware,
      summary: "The crew chief's latest position with its time (null if never shared)",
      request: { params: ZIdParam },
      responses: { 200: { description: 'Latest position', ...json(ZAny) } },
    }),
    async (c) => c.json({ data: await latestLiveLocation(c.var.deps.db, await crewAccessOf(c)) }, 200),
  );
  return r;
}
