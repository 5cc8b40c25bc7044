// Crew items (SPEC §7 projectCrewItems and projectCrewItemStatus): reading one item, and
// the status actions of SPEC §4, each a POST with the item id in the body.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { plannersOnly, plannersOrCrewChiefs } from '../../http/guards';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, jsonBody } from '../../http/openapi';
import {
  ZCrewItem,
  ZCrewItemCreate,
  ZCrewItemRef,
  ZCrewItemStatusView,
  ZCrewItemUpdate,
  ZNoShow,
} from '../../../domain/planning';
import { getCrewItem, getCrewItemStatus } from '../../services/planning/crew-items';
import {
  changeCrewItemStatus,
  createCrewItem,
  recordNoShow,
  updateCrewItem,
} from '../../services/planning/crew-item-writes';

export function crewItemRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrewItems/{id}',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'One crew item with its rows and people',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Crew item', ZCrewItem) },
    }),
    async (c) => c.json({ data: await getCrewItem(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrewItems/{id}/status',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Status and the actions the caller may take',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Status', ZCrewItemStatusView) },
    }),
    async (c) => c.json({ data: await getCrewItemStatus(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrewItemStatus/create',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['planning'],
      summary: 'Create a crew item in status design (planners)',
      request: jsonBody(ZCrewItemCreate),
      responses: { 201: dataResponse('Created', ZCrewItem) },
    }),
    async (c) => c.json({ data: await createCrewItem(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrewItemStatus/update',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['planning'],
      summary: 'Change a crew item (not when closed); people on it see the job as changed',
      request: jsonBody(ZCrewItemUpdate),
      responses: { 200: dataResponse('Updated', ZCrewItem) },
    }),
    async (c) => c.json({ data: await updateCrewItem(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 200),
  );

  for (const action of ['activate', 'notNeeded', 'reactivate'] as const) {
    r.openapi(
      createRoute({
        method: 'post',
        path: `/projectCrewItemStatus/${action}`,
        middleware: [requireAuth, plannersOnly] as const,
        tags: ['planning'],
        summary: `${action} a crew item (planners)`,
        request: jsonBody(ZCrewItemRef),
        responses: { 200: dataResponse('New status', ZCrewItem) },
      }),
      async (c) =>
        c.json({ data: await changeCrewItemStatus(c.var.deps.db, c.var.auth, c.req.valid('json').id, action) }, 200),
    );
  }

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrewItemStatus/noShow',
      middleware: [requireAuth, plannersOrCrewChiefs] as const,
      tags: ['planning'],
      summary: "Record that one row's person did not show up (planners, crew chief; after the start)",
      request: jsonBody(ZNoShow),
      responses: { 200: dataResponse('Recorded', ZCrewItem) },
    }),
    async (c) => {
      const { id, assignmentId } = c.req.valid('json');
      return c.json({ data: await recordNoShow(c.var.deps.db, c.var.auth, id, assignmentId) }, 200);
    },
  );

  return r;
}
