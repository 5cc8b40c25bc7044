// The routes of lib/domain/field-work/operations/forms.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { getForm, listForms } from '../../services/field-work/forms';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/field-work/operations/forms';

export function formRoutes() {
  const r = createRouter();
  r.openapi(route(op.listForms), async (c) =>
    c.json({ data: await listForms(c.var.deps.db, c.var.auth, c.req.valid('query').kind) }, 200),
  );
  r.openapi(route(op.getForm), async (c) =>
    c.json({ data: await getForm(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
