// /forms: the questions of a form (security checks, questionnaires), for filling them in.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth } from '../http/auth';
import { ZIdParam } from '../http/list';
import { getForm, listForms } from '../services/field-work/forms';
import { FORM_KINDS } from '../../domain/field-work';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const ZAny = z.object({ data: z.any() });

export function formRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/forms',
      tags: ['forms'],
      middleware: [requireAuth],
      summary: "The tenant's forms, optionally of one kind",
      request: { query: z.object({ kind: z.enum(FORM_KINDS).optional() }) },
      responses: { 200: { description: 'Forms', ...json(ZAny) } },
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
      responses: { 200: { description: 'Form', ...json(ZAny) } },
    }),
    async (c) => c.json({ data: await getForm(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
