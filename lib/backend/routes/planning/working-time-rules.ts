// The routes of lib/domain/planning/operations/working-time-rules.ts (what they take, answer and
// allow is written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { route } from '../../http/operation-route';
import { ifMatchOf, withEtag } from '../../http/versions';
import { getWorkingTimeRules, updateWorkingTimeRules } from '../../services/planning/working-time-rules';
import * as op from '../../../domain/planning/operations/working-time-rules';

export function workingTimeRuleRoutes() {
  const r = createRouter();
  r.openapi(route(op.getWorkingTimeRules), async (c) =>
    c.json({ data: withEtag(c, await getWorkingTimeRules(c.var.deps.db, c.var.auth.tenantId)) }, 200),
  );
  r.openapi(route(op.updateWorkingTimeRules), async (c) => {
    const data = await updateWorkingTimeRules(c.var.deps.db, c.var.auth, c.req.valid('json'), ifMatchOf(c));
    return c.json({ data: withEtag(c, data) }, 200);
  });
  return r;
}
