// /companies/{id}/settings (SPEC §7): the company's paperwork settings. Office staff and planners
// read and change them (the right to file receipts or invoices is not needed to keep them).
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, jsonBody } from '../../http/openapi';
import { companyGuard, officeOrPlanner } from '../../http/money-guards';
import { getCompanySettings, updateCompanySettings } from '../../services/money/settings';
import { ZCompanySettings, ZCompanySettingsInput } from '../../../domain/money';

export function companySettingsRoutes() {
  const r = createRouter();
  const middleware = [requireAuth, officeOrPlanner, companyGuard];
  r.openapi(
    createRoute({
      method: 'get',
      path: '/companies/{id}/settings',
      tags: ['companies'],
      middleware,
      summary: 'Currency, numbering, VAT rates, payment terms and invoice sender of the company',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Settings', ZCompanySettings) },
    }),
    async (c) =>
      c.json({ data: await getCompanySettings(c.var.deps.db, c.var.auth.tenantId, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/companies/{id}/settings',
      tags: ['companies'],
      middleware,
      summary: 'Change them all; next numbers only move forward, and no two companies share a prefix',
      request: { params: ZIdParam, ...jsonBody(ZCompanySettingsInput) },
      responses: { 200: dataResponse('Settings', ZCompanySettings) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const data = await updateCompanySettings(db, c.var.auth.tenantId, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data }, 200);
    },
  );
  return r;
}
