import { createRouter } from '../../http/router';
import { requestHost } from '../../http/request-host';
import { getTenantConfig, getTenantIdByHost } from '../../services/tenants';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/system/operations/tenant';

/** GET /tenant works without a token: the login page needs name, background and theme. */
export function tenantRoutes() {
  const r = createRouter();
  r.openapi(route(op.getTenant), async (c) => {
    const { db } = c.var.deps;
    const tenantId = await getTenantIdByHost(db, requestHost(c));
    return c.json({ data: await getTenantConfig(db, tenantId) }, 200);
  });
  return r;
}
