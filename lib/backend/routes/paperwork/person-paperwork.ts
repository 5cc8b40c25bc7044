// The routes of lib/domain/paperwork/operations/person-paperwork.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { DEFAULT_LIMIT } from '../../http/list';
import { ownPersonPaperwork, paperworkRight } from '../../http/paperwork-guard';
import { listPayrolls } from '../../services/paperwork/payrolls';
import { listContracts } from '../../services/paperwork/contracts';
import { listPersonDocuments } from '../../services/paperwork/documents/list-documents';
import { listFormsToPerform } from '../../services/paperwork/forms-perform';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/paperwork/operations/person-paperwork';

export function personPaperworkRoutes() {
  const r = createRouter();
  r.openapi(route(op.listPersonPayrolls, ownPersonPaperwork, paperworkRight('payrolls.READ')), async (c) => {
    const page = await listPayrolls(c.var.deps.db, c.var.auth, {
      personId: c.req.valid('param').id,
      limit: DEFAULT_LIMIT,
      page: 1,
    });
    return c.json({ data: page.data }, 200);
  });
  r.openapi(route(op.listPersonContracts, ownPersonPaperwork, paperworkRight('staffContracts.READ')), async (c) =>
    c.json({ data: await listContracts(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.listPersonDocuments, ownPersonPaperwork, paperworkRight('mobileDocuments.READ')), async (c) =>
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
  r.openapi(route(op.listFormsToPerform, ownPersonPaperwork), async (c) =>
    c.json({ data: await listFormsToPerform(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
