// /projectCrews/{id}/digitalConfirm: the client's confirmation of the crew for a day.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, jsonBody } from '../../http/openapi';
import { crewAccessOf, crewGuard, crewRoles } from '../../http/crew-guard';
import { dayOf } from '../../services/field-work/crew-roles';
import { confirmDigitally, getDigitalConfirmation } from '../../services/field-work/digital-confirm';
import { ZDateQuery, ZDigitalConfirmation, ZDigitalConfirmInput } from '../../../domain/field-work';

export function digitalConfirmRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews/{id}/digitalConfirm',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard, crewRoles(['client', 'chief', 'planner'])],
      summary: 'Confirm the crew for a day (client, crew chief on the device, planners); once per day',
      request: { params: ZIdParam, ...jsonBody(ZDigitalConfirmInput) },
      responses: { 201: dataResponse('Confirmed', ZDigitalConfirmation) },
    }),
    async (c) =>
      c.json({ data: await confirmDigitally(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 201),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/digitalConfirm',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard, crewRoles(['client', 'chief', 'planner', 'projectSession'])],
      summary: 'The confirmation of a day (null when not confirmed)',
      request: { params: ZIdParam, query: ZDateQuery },
      responses: { 200: dataResponse('Confirmation, or null', ZDigitalConfirmation.nullable()) },
    }),
    async (c) => {
      const access = await crewAccessOf(c);
      return c.json(
        { data: await getDigitalConfirmation(c.var.deps.db, access, dayOf(access, c.req.valid('query').date)) },
        200,
      );
    },
  );
  return r;
}
