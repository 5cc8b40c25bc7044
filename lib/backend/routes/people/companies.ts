// /companies and /tenant/companies (SPEC §7): the companies and branches of the tenant,
// with each company's projects and rate cards.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, listAnswer, listResponse } from '../../http/openapi';
import { needsRight } from '../../http/guards';
import { getCompany, listCompanies } from '../../services/people/companies';
import { listProjects, tenantToday } from '../../services/projects/list';
import { listRateCards } from '../../services/catalog/rate-cards';
import { ZRateCardSummary } from '../../../domain/catalog';
import { ZCompany } from '../../../domain/people';
import { ZProjectListFilters, ZProjectListItem } from '../../../domain/projects';

export function companyRoutes() {
  const r = createRouter();
  for (const path of ['/companies', '/tenant/companies'] as const) {
    r.openapi(
      createRoute({
        method: 'get',
        path,
        tags: ['companies'],
        middleware: [requireAuth, requireUserSession],
        summary: 'Companies and branches of the tenant',
        responses: { 200: dataResponse('Companies', z.array(ZCompany)) },
      }),
      async (c) => c.json({ data: await listCompanies(c.var.deps.db, c.var.auth.tenantId) }, 200),
    );
  }

  r.openapi(
    createRoute({
      method: 'get',
      path: '/companies/{id}',
      tags: ['companies'],
      middleware: [requireAuth, requireUserSession],
      summary: 'One company',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Company', ZCompany) },
    }),
    async (c) => c.json({ data: await getCompany(c.var.deps.db, c.var.auth.tenantId, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/companies/{id}/projects',
      tags: ['companies'],
      middleware: [requireAuth, requireUserSession, needsRight('projects.READ')],
      summary: "The company's projects the caller may see (same filters as /projects)",
      request: { params: ZIdParam, query: ZListQuery.extend(ZProjectListFilters.shape) },
      responses: { 200: listResponse('Projects', ZProjectListItem) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const auth = c.var.auth;
      const { id } = c.req.valid('param');
      await getCompany(db, auth.tenantId, id);
      const q = c.req.valid('query');
      const page = await listProjects(db, auth, { ...q, companyId: id, today: await tenantToday(db, auth.tenantId) });
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/companies/{id}/rateCards',
      tags: ['companies'],
      middleware: [requireAuth, requireUserSession, needsRight('rateCards.READ')],
      summary: "The company's rate cards (right rateCards READ)",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Rate cards', z.array(ZRateCardSummary)) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      await getCompany(db, c.var.auth.tenantId, id);
      return c.json({ data: await listRateCards(db, c.var.auth.tenantId, { companyId: id }) }, 200);
    },
  );
  return r;
}
