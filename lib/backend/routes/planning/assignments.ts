// Assignments: planners put a person on a row of a crew item, change or cancel it.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { plannersOnly } from '../../http/guards';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, jsonBody } from '../../http/openapi';
import { ZAssignment, ZAssignmentCreate, ZAssignmentUpdate } from '../../../domain/planning';
import { cancelAssignment, createAssignment, updateAssignment } from '../../services/planning/assignments';

export function assignmentRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'post',
      path: '/assignments',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['planning'],
      summary: 'Put a person on a row; 409 DOUBLE_BOOKING (with details) unless confirmDoubleBooking',
      request: jsonBody(ZAssignmentCreate),
      responses: { 201: dataResponse('Created', ZAssignment) },
    }),
    async (c) => c.json({ data: await createAssignment(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/assignments/{id}',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['planning'],
      summary: 'Change the status of an assignment (planners)',
      request: { params: ZIdParam, ...jsonBody(ZAssignmentUpdate) },
      responses: { 200: dataResponse('Updated', ZAssignment) },
    }),
    async (c) =>
      c.json(
        { data: await updateAssignment(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/assignments/{id}',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['planning'],
      summary: 'Cancel an assignment (kept as a record)',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Cancelled', ZAssignment) },
    }),
    async (c) => c.json({ data: await cancelAssignment(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  return r;
}
