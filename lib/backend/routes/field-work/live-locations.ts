// /projectCrews/{id}/liveLocations: the crew chief shares their position while on duty;
// planners (and the chief) read the latest one with its time.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, jsonBody } from '../../http/openapi';
import { crewAccessOf, crewGuard, crewRoles } from '../../http/crew-guard';
import { latestLiveLocation, shareLiveLocation } from '../../services/field-work/live-locations';
import { ZLiveLocation, ZLiveLocationInput } from '../../../domain/field-work';

export function liveLocationRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews/{id}/liveLocations',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard, crewRoles(['chief'])],
      summary: "Share the crew chief's position (only while on duty)",
      request: { params: ZIdParam, ...jsonBody(ZLiveLocationInput) },
      responses: { 201: dataResponse('Recorded', ZLiveLocation) },
    }),
    async (c) =>
      c.json({ data: await shareLiveLocation(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 201),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/liveLocations',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard, crewRoles(['chief', 'planner'])],
      summary: "The crew chief's latest position with its time (null if never shared)",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Latest position, or null', ZLiveLocation.nullable()) },
    }),
    async (c) => c.json({ data: await latestLiveLocation(c.var.deps.db, await crewAccessOf(c)) }, 200),
  );
  return r;
}
