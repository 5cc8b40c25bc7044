// /projectCrews/{id}/checkIns, /checkOuts and /checks: the crew's check-ins and check-outs.
// A new action answers 201; the same clientId again answers 200 with the record it made.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, jsonBody } from '../../http/openapi';
import { crewAccessOf, crewGuard } from '../../http/crew-guard';
import { dayOf } from '../../services/field-work/crew-roles';
import { checkIn, checkOut, listDayChecks } from '../../services/field-work/checks';
import { ZCheckInput, ZCrewCheck, ZCrewDayMember, ZDateQuery } from '../../../domain/field-work';
import { clock } from '../../../domain/clock';

export function crewCheckRoutes() {
  const r = createRouter();
  for (const [kind, action] of [
    ['checkIns', checkIn],
    ['checkOuts', checkOut],
  ] as const) {
    r.openapi(
      createRoute({
        method: 'post',
        path: `/projectCrews/{id}/${kind}`,
        tags: ['projectCrews'],
        middleware: [requireAuth, crewGuard],
        summary:
          kind === 'checkIns'
            ? 'Check a crew member in (self; crew chief or planner: anyone of the crew)'
            : 'Check a crew member out',
        request: { params: ZIdParam, ...jsonBody(ZCheckInput) },
        responses: {
          201: dataResponse('Recorded', ZCrewCheck),
          200: dataResponse('Already recorded under this clientId', ZCrewCheck),
        },
      }),
      async (c) => {
        const result = await action(c.var.deps.db, await crewAccessOf(c), c.req.valid('json'), clock.now());
        return c.json({ data: result.check }, result.created ? 201 : 200);
      },
    );
  }
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/checks',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard],
      summary: 'The crew on a day with check-ins and check-outs (a crew member: only themself)',
      request: { params: ZIdParam, query: ZDateQuery },
      responses: { 200: dataResponse('Crew members of the day', z.array(ZCrewDayMember)) },
    }),
    async (c) => {
      const access = await crewAccessOf(c);
      return c.json(
        { data: await listDayChecks(c.var.deps.db, access, dayOf(access, c.req.valid('query').date)) },
        200,
      );
    },
  );
  return r;
}
