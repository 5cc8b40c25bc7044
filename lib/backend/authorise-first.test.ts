// Validation never runs before authorisation. A crew member posting a
// malformed body to a write they may not use gets 401/403/404, never a 422 that names the
// schema's fields. Walks every write route of the app's own route table (write-routes.ts), so a
// new route is covered without being named.
import { writeRoutes, wrongTypes } from './test-support/write-routes';
import { withBackend } from './test-support/with-backend';

const { be, tokens } = withBackend({ as: ['crew'] });

/** Routes anyone may call without a session: their validation is their first line. */
const PUBLIC = /^\/(auth\/token|forgottenPassword(\/[^/]+)?|public\/.*|emailUnsubscribe.*)$/;
// 404 on the well-formed call means an id the caller has no part in, on a route they do use (their
// own jobs, their own forms): the schema they learn is that of a route they may call.
const REFUSED = [401, 403];

describe('authorise before validating', () => {
  it('never tells a crew member the field names of a write they may not use', async () => {
    const routes = writeRoutes(be).filter((r) => !PUBLIC.test(r.path));
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of routes) {
      const example = route.example && typeof route.example === 'object' ? route.example : {};
      const malformed = await be.call(route.method, route.path, { token: tokens.crew, body: wrongTypes(example) });
      if (malformed.status !== 422) continue;
      // A 422 is right only where the crew member may use the route: the same call with a
      // well-formed body must not be refused.
      const wellFormed = await be.call(route.method, route.path, { token: tokens.crew, body: route.example });
      if (REFUSED.includes(wellFormed.status))
        failures.push(
          `${route.method} ${route.path}: malformed → 422 ${Object.keys(malformed.body?.error?.fields ?? {}).join(',')}; well-formed → ${wellFormed.status}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a crew member posting a malformed body to a planner-only write', async () => {
    const res = await be.call('POST', '/projects', { token: tokens.crew, body: { name: 42, clientId: 'x' } });
    expect(res.status).toBe(403);
    expect(res.body.error.fields).toBeUndefined();
  });
});
