// The routes of lib/domain/planning/operations/required-trainings.ts (what they take, answer and
// allow is written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { route } from '../../http/operation-route';
import { getRequiredTrainings, setRequiredTrainings } from '../../services/planning/required-trainings';
import * as op from '../../../domain/planning/operations/required-trainings';

export function requiredTrainingRoutes() {
  const r = createRouter();
  r.openapi(route(op.getRequiredTrainings), async (c) =>
    c.json({ data: await getRequiredTrainings(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );
  r.openapi(route(op.setRequiredTrainings), async (c) => {
    const { id } = c.req.valid('param');
    const data = await setRequiredTrainings(c.var.deps.db, c.var.auth, id, c.req.valid('json'));
    return c.json({ data }, 200);
  });
  return r;
}
