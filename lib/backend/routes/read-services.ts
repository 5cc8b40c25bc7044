// The routes of the read services (services/read-service.ts), one per *.read.ts file as
// scripts/generate-registries.mjs collected them: each is built from its operation like any
// other route, and answers what its service returns.
import { createRouter } from '../http/router';
import { route } from '../http/operation-route';
import { READ_SERVICES } from './read-services.generated';

export function readServiceRoutes() {
  const r = createRouter();
  for (const { operation, answer } of READ_SERVICES) {
    r.openapi(route(operation), async (c) => {
      // The operation's own schemas validated these; the service's types come from the same ones.
      const input = { params: c.req.valid('param' as never), query: c.req.valid('query' as never) };
      return c.json(await answer(c.var.deps.db, c.var.auth, input), 200);
    });
  }
  return r;
}
