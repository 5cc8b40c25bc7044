// The routes of lib/domain/money/operations/company-settings.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { companyGuard } from '../../http/money-guards';
import { getCompanySettings, updateCompanySettings } from '../../services/money/settings';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/money/operations/company-settings';

export function companySettingsRoutes() {
  const r = createRouter();
  r.openapi(route(op.getCompanySettings, companyGuard), async (c) =>
    c.json({ data: await getCompanySettings(c.var.deps.db, c.var.auth.tenantId, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.updateCompanySettings, companyGuard), async (c) => {
    const { db } = c.var.deps;
    const data = await updateCompanySettings(db, c.var.auth.tenantId, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data }, 200);
  });
  return r;
}
