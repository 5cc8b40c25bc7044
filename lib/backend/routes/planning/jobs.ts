// The routes of lib/domain/planning/operations/jobs.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { idempotent } from '../../http/idempotent';
import { actionTimeOf } from '../../services/device-time';
import { clock } from '../../../domain/clock';
import { offsetOf } from '../../http/list';
import { listAnswer } from '../../http/openapi';
import { confirmJob, getJob, listCrewChiefCrews, listJobs } from '../../services/planning/jobs';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/planning/operations/jobs';
import { ifMatchOf, withEtag } from '../../http/versions';

export function jobRoutes() {
  const r = createRouter();

  r.openapi(route(op.listJobs), async (c) => {
    const q = c.req.valid('query');
    const page = await listJobs(c.var.deps.db, c.var.auth, q.list, { limit: q.limit, offset: offsetOf(q) });
    return c.json(listAnswer(q, page), 200);
  });

  // Registered before /jobs/{id} so that "crewChief" is not read as an id.
  r.openapi(route(op.listCrewChiefCrews), async (c) => {
    const q = c.req.valid('query');
    const page = await listCrewChiefCrews(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.getJob), async (c) =>
    c.json(
      {
        data: withEtag(c, await getJob(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query').kind)),
      },
      200,
    ),
  );

  r.openapi(route(op.confirmJob, idempotent), async (c) => {
    const answer = c.req.valid('json');
    const at = actionTimeOf(answer.at, clock.now());
    const job = await confirmJob(c.var.deps.db, c.var.auth, c.req.valid('param').id, answer, ifMatchOf(c), at);
    return c.json({ data: withEtag(c, job) }, 200);
  });

  return r;
}
