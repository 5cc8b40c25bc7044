// The cross-tenant probe: with a tenant-2 planner token, every GET, PUT and DELETE
// endpoint that takes an id is tried on tenant-1 ids and must answer 404 (as if the row
// did not exist). Routes come from the app's own route table, so new endpoints are
// probed automatically; a route whose parameter the probe cannot fill fails the test.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { createApp } from './app';
import { createMailer } from './services/mail';
import { invoices, plusCrews, projects, receipts } from './db/schema';
import { HOST_MOYO } from './test-support/test-backend';
import { exampleFromSchema } from './test-support/example-body';
import { withBackend } from './test-support/with-backend';

const { be, tokens } = withBackend({ as: ['moyoPlanner', 'moyoOffice'] });

/** The office's paperwork and mailbox are probed by tenant 2's office (its planner lacks the rights). */
const OFFICE_PATHS = /^\/(receipts|invoices|emailMessages)\b|^\/companies\/:id\/(receipts|invoices)$/;

/** Parameters that are not tenant-owned ids (secrets in links) are probed elsewhere. */
const NOT_IDS = new Set(['token', 'documentType']);

async function tenantOneValue(param: string, path: string): Promise<string | null> {
  if (NOT_IDS.has(param)) return null;
  if (param === 'id' || param.endsWith('Id')) return '1'; // tenant 1 is seeded first: id 1 is always tenant 1's
  if (param === 'number' && /^\/(receipts|invoices)\//.test(path)) {
    const table = path.startsWith('/receipts') ? receipts : invoices;
    const [row] = await be.db.select({ n: table.number }).from(table).where(eq(table.tenantId, 1)).limit(1);
    return row!.n;
  }
  if (param === 'number') {
    // Numbers are per tenant: one that tenant 2 also uses would lead to its own row.
    const table = path.includes('plusCrews') ? plusCrews : projects;
    const tenantTwo = be.db.select({ n: table.number }).from(table).where(eq(table.tenantId, 2));
    const [row] = await be.db
      .select({ n: table.number })
      .from(table)
      .where(and(eq(table.tenantId, 1), notInArray(table.number, tenantTwo)))
      .orderBy(sql`1`)
      .limit(1);
    return String(row!.n);
  }
  throw new Error(`The cross-tenant probe does not know how to fill {${param}} in ${path}; teach it.`);
}

function routeTable() {
  const app = createApp({ db: be.db, config: be.config, mailer: createMailer({ from: 'x@y', log: () => {} }) });
  const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '0' } });
  const seen = new Set<string>();
  return app.routes
    .filter((r) => ['GET', 'PUT', 'DELETE'].includes(r.method) && r.path.includes('/:'))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((r) => {
      const apiPath = r.path.replace(/^\/api\/v1/, '');
      const openApiPath = r.path.replace(/:(\w+)/g, '{$1}');
      const op = (doc.paths?.[openApiPath] as Record<string, any> | undefined)?.[r.method.toLowerCase()];
      const schema = op?.requestBody?.content?.['application/json']?.schema;
      return { method: r.method, path: apiPath, bodySchema: schema, components: doc.components };
    });
}

describe('cross-tenant probe', () => {
  it('answers 404 to a tenant-2 token on every tenant-1 id', async () => {
    const routes = routeTable();
    const failures: string[] = [];
    let probed = 0;
    for (const route of routes) {
      const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      let url = route.path;
      let skip = false;
      for (const p of params) {
        const value = await tenantOneValue(p, route.path);
        if (value === null) {
          skip = true;
          break;
        }
        url = url.replace(`:${p}`, value);
      }
      if (skip) continue;
      const body = route.method === 'PUT' ? exampleFromSchema(route.bodySchema, route.components) : undefined;
      const token = OFFICE_PATHS.test(route.path) ? tokens.moyoOffice : tokens.moyoPlanner;
      const res = await be.call(route.method, url, { token, host: HOST_MOYO, body });
      probed++;
      if (res.status !== 404)
        failures.push(`${route.method} ${url} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(0);
  });
});
