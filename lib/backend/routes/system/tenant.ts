import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { dataResponse } from '../../http/openapi';
import { requestHost } from '../../http/request-host';
import { getTenantConfig, getTenantIdByHost } from '../../services/tenants';
import { ZTenantConfig } from '../../../domain/auth';

/** GET /tenant works without a token: the login page needs name, background and theme. */
export function tenantRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/tenant',
      tags: ['tenant'],
      summary: 'Configuration of the tenant served on this host (SPEC §1)',
      responses: { 200: dataResponse('Tenant configuration', ZTenantConfig) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const tenantId = await getTenantIdByHost(db, requestHost(c));
      return c.json({ data: await getTenantConfig(db, tenantId) }, 200);
    },
  );
  return r;
}
