import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requestHost } from '../http/request-host';
import { getTenantConfig, getTenantIdByHost } from '../services/tenants';

const ZTenant = z.object({
  id: z.number(),
  name: z.string(),
  defaultLanguage: z.string(),
  mobileTheme: z.string(),
  faviconUrl: z.string().nullable(),
  useUserLanguage: z.boolean(),
  metaHostName: z.string().nullable(),
  metaDescription: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  backgroundColorCode: z.string().nullable(),
  timezone: z.string(),
});

/** GET /tenant works without a token: the login page needs name, background and theme. */
export function tenantRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/tenant',
      tags: ['tenant'],
      summary: 'Configuration of the tenant served on this host (SPEC §1)',
      responses: {
        200: {
          description: 'Tenant configuration',
          content: { 'application/json': { schema: z.object({ data: ZTenant }) } },
        },
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const tenantId = await getTenantIdByHost(db, requestHost(c));
      return c.json({ data: await getTenantConfig(db, tenantId) }, 200);
    },
  );
  return r;
}
