// /activities and /activityTypes: to-dos (SPEC §3). Planners see all of the tenant, others
// the to-dos addressed to them. Sorted by due date, then priority (1 first).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { needsRight, plannersOnly } from '../../http/guards';
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
import {
  ZActivity,
  ZActivityFilterOptions,
  ZActivityInput,
  ZActivityListFilters,
  ZActivityType,
  ZActivityUpdate,
} from '../../../domain/activities';
import { ZDeleted } from '../../../domain/response-parts';

const mw = [requireAuth, requireUserSession];

export function activityRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/activityTypes',
      tags: ['activities'],
      middleware: mw,
      summary: 'Activity types of the tenant',
      responses: { 200: dataResponse('Types', z.array(ZActivityType)) },
    }),
    async (c) => c.json({ data: await listActivityTypes(c.var.deps.db, c.var.auth) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/activityFilters',
      tags: ['activities'],
      middleware: [...mw, plannersOnly, needsRight('toDoCalendar.READ')],
      summary: "The to-do calendar's recipients, groups and projects (planners)",
      responses: { 200: dataResponse('Choices', ZActivityFilterOptions) },
    }),
    async (c) => c.json({ data: await activityFilterOptions(c.var.deps.db, c.var.auth) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/activities',
      tags: ['activities'],
      middleware: mw,
      summary: 'To-dos the caller may see',
      request: { query: ZListQuery.extend(ZActivityListFilters.shape) },
      responses: { 200: listResponse('To-dos', ZActivity) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(listAnswer(q, await listActivities(c.var.deps.db, c.var.auth, q)), 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/activities/{id}',
      tags: ['activities'],
      middleware: mw,
      summary: 'One to-do',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('To-do', ZActivity) },
    }),
    async (c) => c.json({ data: await getActivity(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/activities',
      tags: ['activities'],
      middleware: mw,
      summary: 'Add a to-do (planners for anyone or a group; others for themselves)',
      request: jsonBody(ZActivityInput),
      responses: { 201: dataResponse('Created', ZActivity) },
    }),
    async (c) => c.json({ data: await createActivity(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/activities/{id}',
      tags: ['activities'],
      middleware: mw,
      summary: 'Change the fields given',
      request: { params: ZIdParam, ...jsonBody(ZActivityUpdate) },
      responses: { 200: dataResponse('Updated', ZActivity) },
    }),
    async (c) =>
      c.json(
        { data: await updateActivity(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/activities/{id}/done',
      tags: ['activities'],
      middleware: mw,
      summary: 'Mark a to-do done',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Done', ZActivity) },
    }),
    async (c) => c.json({ data: await markActivityDone(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'delete',
      path: '/activities/{id}',
      tags: ['activities'],
      middleware: mw,
      summary: 'Delete a to-do',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Deleted', ZDeleted) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteActivity(c.var.deps.db, c.var.auth, id);
      return c.json({ data: { id } }, 200);
    },
  );
  return r;
}
