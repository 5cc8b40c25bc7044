// Vacation requests (SPEC §7 vacationRequests GET, POST, DELETE), the planners' list to decide
// on and their decision, and a person's calendar (SPEC §2 /personal-calendar) that shows them
// with jobs and blocked dates.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { needsRight, ownPersonOrPlanner, plannersOnly } from '../../http/guards';
import { offsetOf, ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import {
  ZCalendarPeriod,
  ZPersonalCalendar,
  ZVacationRequest,
  ZVacationRequestCreate,
  ZVacationRequestFilters,
  ZVacationReview,
  ZVacationReviewQuery,
} from '../../../domain/planning';
import { ZDone } from '../../../domain/response-parts';
import {
  createVacationRequest,
  decideVacationRequest,
  listVacationRequests,
  withdrawVacationRequest,
} from '../../services/planning/vacation-requests';
import { getPersonalCalendar } from '../../services/planning/personal-calendar';
import { reviewVacationRequests } from '../../services/planning/vacation-review';

export function vacationRequestRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/vacationRequests',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: "Vacation requests meeting [from, to]; own, or anyone's for planners",
      request: { query: ZListQuery.extend(ZVacationRequestFilters.shape) },
      responses: { 200: listResponse('Vacation requests', ZVacationRequest) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listVacationRequests(c.var.deps.db, c.var.auth, { ...q, offset: offsetOf(q) });
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/vacationRequests/review',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['planning'],
      summary:
        'Vacation requests for planners to decide on (requested by default), with the confirmed jobs on their days',
      request: { query: ZListQuery.extend(ZVacationReviewQuery.shape) },
      responses: { 200: listResponse('Vacation requests', ZVacationReview) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await reviewVacationRequests(c.var.deps.db, c.var.auth, { ...q, offset: offsetOf(q) });
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/vacationRequests',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Ask for vacation (own, from today on; planners may name a person and any day)',
      request: jsonBody(ZVacationRequestCreate),
      responses: { 201: dataResponse('Requested', ZVacationRequest) },
    }),
    async (c) => c.json({ data: await createVacationRequest(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/vacationRequests/{id}',
      middleware: [requireAuth] as const,
      tags: ['planning'],
      summary: 'Withdraw an own request while it is still requested (409 once decided)',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Withdrawn', ZDone) },
    }),
    async (c) => {
      await withdrawVacationRequest(c.var.deps.db, c.var.auth, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  for (const action of ['approve', 'decline'] as const) {
    r.openapi(
      createRoute({
        method: 'post',
        path: `/vacationRequests/{id}/${action}`,
        middleware: [requireAuth, plannersOnly] as const,
        tags: ['planning'],
        summary: `${action === 'approve' ? 'Approve' : 'Decline'} a vacation request (planners)`,
        request: { params: ZIdParam },
        responses: { 200: dataResponse('Decided', ZVacationRequest) },
      }),
      async (c) =>
        c.json({ data: await decideVacationRequest(c.var.deps.db, c.var.auth, c.req.valid('param').id, action) }, 200),
    );
  }

  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/calendar',
      middleware: [requireAuth, needsRight('projects.READ'), ownPersonOrPlanner] as const,
      tags: ['planning'],
      summary:
        "A person's jobs, blocked dates and vacation over [from, to] with their overlaps (own; planners anyone's)",
      request: { params: ZIdParam, query: ZCalendarPeriod },
      responses: { 200: dataResponse('Calendar', ZPersonalCalendar) },
    }),
    async (c) =>
      c.json(
        {
          data: await getPersonalCalendar(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query')),
        },
        200,
      ),
  );

  return r;
}
