// /persons/{id}/payrolls, /contracts, /documents and /formsPerform (SPEC §7): one person's
// paperwork. The person themselves, or planners and office for anyone of the tenant.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { DEFAULT_LIMIT, ZIdParam } from '../../http/list';
import { dataResponse } from '../../http/openapi';
import { ownPersonPaperwork, paperworkRight } from '../../http/paperwork-guard';
import { listPayrolls } from '../../services/paperwork/payrolls';
import { listContracts } from '../../services/paperwork/contracts';
import { listPersonDocuments } from '../../services/paperwork/documents/list-documents';
import { listFormsToPerform } from '../../services/paperwork/forms-perform';
import {
  ZContractListItem,
  ZDocumentListFilters,
  ZDocumentListItem,
  ZFormToPerform,
  ZPayrollListItem,
} from '../../../domain/paperwork';

export function personPaperworkRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/payrolls',
      tags: ['persons'],
      middleware: [requireAuth, ownPersonPaperwork, paperworkRight('payrolls.READ')],
      summary: "A person's payrolls, newest period first",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Payrolls', z.array(ZPayrollListItem)) },
    }),
    async (c) => {
      const page = await listPayrolls(c.var.deps.db, c.var.auth, {
        personId: c.req.valid('param').id,
        limit: DEFAULT_LIMIT,
        page: 1,
      });
      return c.json({ data: page.data }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/contracts',
      tags: ['persons'],
      middleware: [requireAuth, ownPersonPaperwork, paperworkRight('staffContracts.READ')],
      summary: "A person's staff contracts, newest first",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Contracts', z.array(ZContractListItem)) },
    }),
    async (c) => c.json({ data: await listContracts(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/documents',
      tags: ['persons'],
      middleware: [requireAuth, ownPersonPaperwork, paperworkRight('mobileDocuments.READ')],
      summary: 'The documents a person signs or that are about them; status pending or signed',
      request: { params: ZIdParam, query: ZDocumentListFilters },
      responses: { 200: dataResponse('Documents', z.array(ZDocumentListItem)) },
    }),
    async (c) =>
      c.json(
        {
          data: await listPersonDocuments(
            c.var.deps.db,
            c.var.auth,
            c.req.valid('param').id,
            c.req.valid('query').status,
          ),
        },
        200,
      ),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/persons/{id}/formsPerform',
      tags: ['persons'],
      middleware: [requireAuth, ownPersonPaperwork],
      summary: 'The questionnaires for a person, and how far they are filled in',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Forms', z.array(ZFormToPerform)) },
    }),
    async (c) => c.json({ data: await listFormsToPerform(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
