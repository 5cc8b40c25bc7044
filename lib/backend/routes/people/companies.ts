// The routes of lib/domain/people/operations/companies.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import { getCompany, listCompanies } from '../../services/people/companies';
import { listProjects, tenantToday } from '../../services/projects/list';
import { listRateCards } from '../../services/catalog/rate-cards';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/people/operations/companies';

export function companyRoutes() {
  const r = createRouter();
  for (const operation of [op.listCompanies, op.listTenantCompanies]) {
    r.openapi(route(operation), async (c) =>
      c.json({ data: await listCompanies(c.var.deps.db, c.var.auth.tenantId) }, 200),
    );
  }

  r.openapi(route(op.getCompany), async (c) =>
    c.json({ data: await getCompany(c.var.deps.db, c.var.auth.tenantId, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.listCompanyProjects), async (c) => {
    const { db } = c.var.deps;
    const auth = c.var.auth;
    const { id } = c.req.valid('param');
    await getCompany(db, auth.tenantId, id);
    const q = c.req.valid('query');
    const page = await listProjects(db, auth, { ...q, companyId: id, today: await tenantToday(db, auth.tenantId) });
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.listCompanyRateCards), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await getCompany(db, c.var.auth.tenantId, id);
    return c.json({ data: await listRateCards(db, c.var.auth.tenantId, { companyId: id }) }, 200);
  });
  return r;
}
