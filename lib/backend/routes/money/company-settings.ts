// The routes of lib/domain/money/operations/company-settings.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { companyGuard } from '../../http/money-guards';
import { getCompanySettings, updateCompanySettings } from '../../services/money/settings';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/money/operations/company-settings';
import { ifMatchOf, withEtag } from '../../http/versions';

export function companySettingsRoutes() {
  const r = createRouter();
  r.openapi(route(op.getCompanySettings, companyGuard), async (c) => {
    const data = await getCompanySettings(c.var.deps.db, c.var.auth.tenantId, c.req.valid('param').id);
    return c.json({ data: withEtag(c, data) }, 200);
  });
  r.openapi(route(op.updateCompanySettings, companyGuard), async (c) => {
    const { db } = c.var.deps;
    const id = c.req.valid('param').id;
    const data = await updateCompanySettings(db, c.var.auth, id, c.req.valid('json'), ifMatchOf(c));
    return c.json({ data: withEtag(c, data) }, 200);
  });
  return r;
}
