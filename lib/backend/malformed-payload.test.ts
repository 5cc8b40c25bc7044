// Every write endpoint, fed malformed bodies, answers 400/422 (or 404 for an id that does
// not exist) and changes nothing. Routes come from the app's own route table.
import { getTableName, isTable, type Table } from 'drizzle-orm';
import * as schema from './db/schema';
import { writeRoutes, wrongTypes } from './test-support/write-routes';
import { withBackend } from './test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner', 'office'] });

/** The office's paperwork: the office sends (the planner lacks the rights and would get 403). */
const OFFICE_PATHS = /^\/(receipts|invoices)\b|^\/companies\/\d+\/(receipts|invoices)$/;

const tables = (Object.values(schema) as unknown[]).filter((t): t is Table => isTable(t));

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[getTableName(table)] = await be.countRows(table);
  // Attempts are counted on purpose (login and request limits); they are not the write under test.
  delete counts.attempt_counters;
  return counts;
}

const countStrings = (value: unknown): number =>
  typeof value === 'string'
    ? 1
    : value && typeof value === 'object'
      ? Object.values(value).reduce((n: number, v) => n + countStrings(v), 0)
      : 0;

/**
 * Same shape as a valid body, with every string far longer than any text field allows (10,001
 * characters or more) and every date impossible. The body stays under the default body limit
 * where it can: a body over it is refused (413) before validation, and the early close of a
 * connection still being written reaches the client as a reset rather than as that answer.
 */
function overlong(
  value: unknown,
  length = Math.max(10_001, Math.floor(90_000 / Math.max(1, countStrings(value)))),
): unknown {
  if (Array.isArray(value)) return value.map((v) => overlong(v, length));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, overlong(v, length)]));
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? '2026-02-31' : 'x'.repeat(length);
  if (typeof value === 'number') return -99999999999;
  return value;
}

const changes = (body: unknown, example: object) =>
  Object.keys(example).length > 0 && JSON.stringify(body) !== JSON.stringify(example);

describe('malformed payloads on every write endpoint', () => {
  it('answer 400/422 with field messages and change no row', async () => {
    const token = tokens.planner;
    const routes = writeRoutes(be);
    expect(routes.length).toBeGreaterThan(2);
    const before = await rowCounts();
    const failures: string[] = [];
    // 404: an id that does not exist; 403: a route whose guard refuses before reading the body
    // (signing in another person's place).
    let notFound = 0;
    let probes = 0;
    for (const route of routes) {
      const example = route.example && typeof route.example === 'object' ? route.example : {};
      const bodies: [string, unknown][] = [
        ['not JSON', '{"broken":'],
        ['a list', []],
        ['empty object', Object.keys(example).length ? {} : null],
        ['wrong types', Object.keys(example).length ? wrongTypes(example) : null],
        // (Not for a body with no string, date or number to spoil, such as an empty list of ids.)
        ['overlong strings, bad dates', changes(overlong(example), example) ? overlong(example) : null],
      ];
      for (const [label, body] of bodies) {
        if (body === null) continue;
        const caller = OFFICE_PATHS.test(route.path) ? tokens.office : token;
        const res = await be.call(route.method, route.path, { token: caller, body });
        probes++;
        if (res.status === 404 || res.status === 403) notFound++;
        const ok =
          res.status === 400 ||
          res.status === 403 ||
          // Far too long for the route's body limit (http/body-limits.ts).
          (res.status === 413 && label === 'overlong strings, bad dates') ||
          res.status === 404 ||
          (res.status === 422 && res.body?.error?.fields);
        if (!ok)
          failures.push(
            `${route.method} ${route.path} (${label}) → ${res.status} ${JSON.stringify(res.body).slice(0, 140)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // 404 and 403 are right only for ids that do not exist or are not the caller's; most probes
    // must reach validation.
    expect(notFound).toBeLessThan(probes / 4);
    expect(await rowCounts()).toEqual(before);
  });
});
