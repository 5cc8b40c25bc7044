// The routes of lib/domain/self-service/operations/account.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { changePassword, getAccount, setLanguage } from '../../services/self-service/account';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/self-service/operations/account';

export function accountRoutes() {
  const r = createRouter();

  r.openapi(route(op.getAccount), async (c) => c.json({ data: await getAccount(c.var.deps.db, c.var.auth) }, 200));

  r.openapi(route(op.setLanguage), async (c) =>
    c.json({ data: await setLanguage(c.var.deps.db, c.var.auth, c.req.valid('json').language) }, 200),
  );

  r.openapi(route(op.changePassword), async (c) => {
    await changePassword(c.var.deps.db, c.var.auth, c.req.valid('json'));
    return c.json({ data: { ok: true as const } }, 200);
  });

  return r;
}
