// /forms: the questions of a form (security checks, questionnaires), for filling them in.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse } from '../../http/openapi';
import { getForm, listForms } from '../../services/field-work/forms';
import { ZForm, ZFormFilters } from '../../../domain/field-work';

export function formRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/forms',
      tags: ['forms'],
      middleware: [requireAuth],
      summary: "The tenant's forms, optionally of one kind",
      request: { query: ZFormFilters },
      responses: { 200: dataResponse('Forms', z.array(ZForm)) },
    }),
    async (c) => c.json({ data: await listForms(c.var.deps.db, c.var.auth, c.req.valid('query').kind) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/forms/{id}',
      tags: ['forms'],
      middleware: [requireAuth],
      summary: 'One form with its questions',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Form', ZForm) },
    }),
    async (c) => c.json({ data: await getForm(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
