// The routes of lib/domain/people/operations/users.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { webOrigin } from '../../http/request-host';
import { createUser, listUsers, updateUser } from '../../services/people/users';
import { route } from '../../http/operation-route';
import { ifMatchOf, withEtag } from '../../http/versions';
import * as op from '../../../domain/people/operations/users';

export function userRoutes() {
  const r = createRouter();
  r.openapi(route(op.listUsers), async (c) =>
    c.json({ data: await listUsers(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );
  r.openapi(route(op.createUser), async (c) => {
    const { db, mailer } = c.var.deps;
    return c.json(
      {
        data: await createUser(db, mailer, c.var.auth, c.req.valid('json'), await webOrigin(c, c.var.auth.tenantId)),
      },
      201,
    );
  });
  r.openapi(route(op.updateUser), async (c) =>
    c.json(
      {
        data: withEtag(
          c,
          await updateUser(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json'), ifMatchOf(c)),
        ),
      },
      200,
    ),
  );
  return r;
}
