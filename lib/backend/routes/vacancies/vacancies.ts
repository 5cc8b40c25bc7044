// The vacancy routes, built from their operations (lib/domain/vacancies/operations.ts).
import { createRouter } from '../../http/router';
import { offsetOf } from '../../http/list';
import { listAnswer } from '../../http/openapi';
import { route } from '../../http/operation-route';
import { ifMatchOf, withEtag } from '../../http/versions';
import * as op from '../../../domain/vacancies/operations';
import {
  acceptApplication,
  applyForVacancy,
  listProjectVacancies,
  listVacancies,
  rejectApplication,
  withdrawFromVacancy,
} from '../../services/vacancies/vacancies';

export function vacancyRoutes() {
  const r = createRouter();

  r.openapi(route(op.listVacancies), async (c) => {
    const q = c.req.valid('query');
    const page = await listVacancies(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.applyForVacancy), async (c) =>
    c.json({ data: await applyForVacancy(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 201),
  );

  r.openapi(route(op.withdrawFromVacancy), async (c) =>
    c.json({ data: await withdrawFromVacancy(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.listProjectVacancies), async (c) => {
    const q = c.req.valid('query');
    const page = await listProjectVacancies(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.acceptApplication), async (c) => {
    const { id } = c.req.valid('param');
    const accepted = await acceptApplication(c.var.deps.db, c.var.auth, id, c.req.valid('json'), ifMatchOf(c));
    return c.json({ data: withEtag(c, accepted) }, 200);
  });

  r.openapi(route(op.rejectApplication), async (c) => {
    const rejected = await rejectApplication(c.var.deps.db, c.var.auth, c.req.valid('param').id, ifMatchOf(c));
    return c.json({ data: withEtag(c, rejected) }, 200);
  });

  return r;
}
