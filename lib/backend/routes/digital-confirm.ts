// /projectCrews/{id}/digitalConfirm: the client's confirmation of the crew for a day.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth } from '../http/auth';
import { ZIdParam } from '../http/list';
import { crewAccessOf, crewGuard, dayOf } from '../services/field-work/crew-guard';
import { confirmDigitally, getDigitalConfirmation } from '../services/field-work/digital-confirm';
import { ZDateQuery, ZDigitalConfirmInput } from '../../domain/field-work';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const ZAny = z.object({ data: z.any() });
const middleware = [requireAuth, crewGuard];

export function digitalConfirmRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews/{id}/digitalConfirm',
      tags: ['projectCrews'],
      middleware,
      summary: 'Confirm the crew for a day (client, crew chief on the device, planners); once per day',
      request: { params: ZIdParam, body: { required: true, ...json(ZDigitalConfirmInput) } },
      responses: { 201: { description: 'Confirmed', ...json(ZAny) } },
    }),
    async (c) =>
      c.json({ data: await confirmDigitally(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 201),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/digitalConfirm',
      tags: ['projectCrews'],
      middleware,
      summary: 'The confirmation of a day (null when not confirmed)',
      request: { params: ZIdParam, query: ZDateQuery },
      responses: { 200: { description: 'Confirmation', ...json(ZAny) } },
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
