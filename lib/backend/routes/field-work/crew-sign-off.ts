// /projectCrews/{id}/signOff and /setProposedPaidChargedHours: the crew chief (or a planner)
// proposes the day's paid and charged hours and closes the day; /exports/hours hands the approved
// hours of a period to planners and office as a spreadsheet.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, exportResponse, jsonBody } from '../../http/openapi';
import { sendFile } from '../../http/files';
import { plannersOrOffice } from '../../http/guards';
import { crewAccessOf, crewGuard, crewRoles } from '../../http/crew-guard';
import { idempotent, ZIdempotencyHeaders } from '../../http/idempotent';
import { dayOf } from '../../services/field-work/crew-roles';
import { approveHours, getSignOffProposal, setProposedHours, signOffDay } from '../../services/field-work/sign-off';
import { exportHours } from '../../services/field-work/hours-export';
import { ZHoursExportQuery } from '../../../domain/export-query';
import { ZDateInput, ZDateQuery, ZProposedHoursInput, ZSignOff, ZSignOffInput } from '../../../domain/field-work';

/** The crew chief or a planner, checked before the body is read. */
const middleware = [requireAuth, crewGuard, crewRoles(['chief', 'planner'])];
/** The same, for the writes a device's offline queue may send again. */
const queued = [...middleware, idempotent];

export function crewSignOffRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/signOff',
      tags: ['projectCrews'],
      middleware,
      summary: 'The hours proposal of a day, per person (crew chief, planners)',
      request: { params: ZIdParam, query: ZDateQuery },
      responses: { 200: dataResponse('Proposal', ZSignOff) },
    }),
    async (c) => {
      const access = await crewAccessOf(c);
      return c.json(
        { data: await getSignOffProposal(c.var.deps.db, access, dayOf(access, c.req.valid('query').date)) },
        200,
      );
    },
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews/{id}/setProposedPaidChargedHours',
      tags: ['projectCrews'],
      middleware: queued,
      summary: 'Propose paid and charged minutes per person (crew chief, planners)',
      request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZProposedHoursInput) },
      responses: { 200: dataResponse('Proposal', ZSignOff) },
    }),
    async (c) =>
      c.json({ data: await setProposedHours(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews/{id}/signOff',
      tags: ['projectCrews'],
      middleware: queued,
      summary: 'Close the day for the crew (crew chief, planners)',
      request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZSignOffInput) },
      responses: { 200: dataResponse('Signed off', ZSignOff) },
    }),
    async (c) => c.json({ data: await signOffDay(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews/{id}/approveHours',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard, crewRoles(['planner'])],
      summary: 'Approve the hours a crew chief proposed for themself on a day (planners)',
      request: { params: ZIdParam, ...jsonBody(ZDateInput) },
      responses: { 200: dataResponse('Proposal', ZSignOff) },
    }),
    async (c) =>
      c.json({ data: await approveHours(c.var.deps.db, await crewAccessOf(c), c.req.valid('json').date) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/exports/hours',
      tags: ['projectCrews'],
      middleware: [requireAuth, plannersOrOffice],
      summary: 'Approved hours of signed-off days from `from` to `to`, per person and per shift, as .xlsx or .csv',
      request: { query: ZHoursExportQuery },
      responses: { 200: exportResponse },
    }),
    async (c) => sendFile(c, await exportHours(c.var.deps.db, c.var.auth, c.req.valid('query'))),
  );
  return r;
}
