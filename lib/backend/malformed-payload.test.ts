// Every write endpoint, fed malformed bodies, answers 400/422 (or 404 for an id that does
// not exist) and changes nothing. Routes come from the app's own route table.
import { getTableName, isTable, type Table } from 'drizzle-orm';
import { createApp } from './app';
import * as schema from './db/schema';
import { createMailer } from './services/mail';
import { exampleFromSchema } from './test-support/example-body';
import { withBackend } from './test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner'] });

const tables = (Object.values(schema) as unknown[]).filter((t): t is Table => isTable(t));

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[getTableName(table)] = await be.countRows(table);
  // Failed logins are recorded on purpose (the attempt limit); they are not the write under test.
  delete counts.login_attempts;
  return counts;
}

/** Same shape as a valid body, with every leaf of the wrong type. */
function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return 'not-a-list';
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrongTypes(v)]));
  if (typeof value === 'string') return { nested: true };
  if (typeof value === 'number') return 'NaN-string';
  if (typeof value === 'boolean') return 'yes';
  return 12345;
}

/** Same shape as a valid body, with every string far too long and every date impossible. */
function overlong(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(overlong);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, overlong(v)]));
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? '2026-02-31' : 'x'.repeat(100_001);
  if (typeof value === 'number') return -99999999999;
  return value;
}

function writeRoutes() {
  const app = createApp({ db: be.db, config: be.config, mailer: createMailer({ from: 'x@y', log: () => {} }) });
  const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '0' } });
  const out: { method: string; path: string; example: unknown }[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const method of ['post', 'put', 'patch'] as const) {
      const op = (ops as Record<string, any>)[method];
      const bodySchema = op?.requestBody?.content?.['application/json']?.schema;
      if (!bodySchema) continue;
      const apiPath = path.replace(/^\/api\/v1/, '').replace(/\{\w+\}/g, '1');
      out.push({ method: method.toUpperCase(), path: apiPath, example: exampleFromSchema(bodySchema, doc.components) });
    }
  }
  return out;
}

describe('malformed payloads on every write endpoint', () => {
  it('answer 400/422 with field messages and change no row', async () => {
    const token = tokens.planner;
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(2);
    const before = await rowCounts();
    const failures: string[] = [];
    let notFound = 0;
    let probes = 0;
    for (const route of routes) {
      const example = route.example && typeof route.example === 'object' ? route.example : {};
      const bodies: [string, unknown][] = [
        ['not JSON', '{"broken":'],
        ['a list', []],
        ['empty object', Object.keys(example).length ? {} : null],
        ['wrong types', Object.keys(example).length ? wrongTypes(example) : null],
        ['overlong strings, bad dates', Object.keys(example).length ? overlong(example) : null],
      ];
      for (const [label, body] of bodies) {
        if (body === null) continue;
        const res = await be.call(route.method, route.path, { token, body });
        probes++;
        if (res.status === 404) notFound++;
        const ok = res.status === 400 || res.status === 404 || (res.status === 422 && res.body?.error?.fields);
        if (!ok)
          failures.push(
            `${route.method} ${route.path} (${label}) → ${res.status} ${JSON.stringify(res.body).slice(0, 140)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // 404 is right only for ids that do not exist; most probes must reach validation.
    expect(notFound).toBeLessThan(probes / 4);
    expect(await rowCounts()).toEqual(before);
  });
});
