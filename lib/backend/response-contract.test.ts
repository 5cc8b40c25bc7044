// The runtime contract: every GET endpoint of the route table is called over HTTP on the
// seeded demo tenant, and its 200 answer must match the response schema the route declares
// (read from the route definitions), with no field the schema leaves out. File answers must
// carry their declared content type. Routes come from the app itself, so a new GET endpoint
// is checked too, or fails here until this test knows which id to put in its path.
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { jobs } from './db/schema';
import { enqueue } from './jobs/queue';
import { PUSH_DELIVER_JOB } from './services/notifications/push-events';
import { tokenPerson } from './test-support/fixtures';
import { getRoutes, routeUrl, seededIds, isEventStream } from './test-support/seeded-routes';
import { withBackend } from './test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'chief', 'office', 'client'] });

/** Who asks where a planner is refused or has nothing of their own. Everything else: the planner. */
const CALLER: Record<string, 'crew' | 'chief' | 'office' | 'client'> = {
  'GET /jobs': 'crew',
  'GET /jobs/{id}': 'crew',
  'GET /jobs/crewChief': 'chief',
  'GET /mailboxUserRights': 'office',
  'GET /publicCalendarSubscriptions': 'crew',
  'GET /crewInfo': 'crew',
  'GET /documentsToSign': 'crew',
  'GET /forms/perform/{id}/signed': 'crew',
  'GET /planningCrewItems': 'client',
  'GET /vacancies': 'crew',
  'GET /jobs/{id}/shiftSwap': 'crew',
  'GET /shiftSwaps/offered': 'crew',
  'GET /offlineDay': 'chief',
};
/** The office's paperwork and mailbox: the office asks. */
const OFFICE_PATHS =
  /^\/(receipts|invoices|emailMessages|mailboxes)\b|^\/companies\/\{id\}\/(receipts|invoices)$|^\/exports\/(receipts|invoices)$/;

/** Keys the server sent that the schema does not declare (zod drops them when parsing). */
function undeclared(sent: unknown, parsed: unknown, at = '$'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((v, i) => undeclared(v, parsed[i], `${at}[${i}]`));
  if (sent && parsed && typeof sent === 'object' && typeof parsed === 'object') {
    return Object.entries(sent).flatMap(([k, v]) =>
      k in parsed ? undeclared(v, (parsed as Record<string, unknown>)[k], `${at}.${k}`) : [`${at}.${k}`],
    );
  }
  return [];
}

const isEmpty = (data: unknown) => data === null || (Array.isArray(data) && data.length === 0);

/** The demo has no failed delivery: one push message that gave up, for GET /failedJobs to show. */
async function failedJob(tenantId: number) {
  await enqueue(be.db, PUSH_DELIVER_JOB, { tenantId }, { tenantId, key: 'response-contract' });
  await be.db
    .update(jobs)
    .set({ attempts: 5, lastError: 'push service answered 410' })
    .where(eq(jobs.key, 'response-contract'));
}

/** An event stream stays open: it must answer 200 as text/event-stream; then it is closed. */
async function streamOpens(url: string, token: string): Promise<string | null> {
  const abort = new AbortController();
  try {
    const res = await fetch(`${be.url}/api/v1${url}`, {
      headers: { authorization: `Bearer ${token}`, type: 'MOBILE', 'x-forwarded-host': 'localhost:3000' },
      signal: abort.signal,
    });
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !type.startsWith('text/event-stream')) return `answered ${res.status} ${type}`;
    return null;
  } finally {
    abort.abort();
  }
}

describe('response contract of every GET endpoint', () => {
  beforeAll(() => failedJob(tokenPerson(tokens.planner).tenantId));

  it('answers 200 in the declared shape, with something in it, on the seeded demo tenant', async () => {
    const seeded = await seededIds(be, tokens, personIds);
    const routes = getRoutes(be);
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      const key = `GET ${route.path}`;
      const target = routeUrl(route, seeded);
      if ('missing' in target) {
        failures.push(`${key}: this test does not know which ${target.missing} to ask for; add one to seededIds()`);
        continue;
      }
      const { url } = target;
      const caller = CALLER[key] ?? (OFFICE_PATHS.test(route.path) ? 'office' : 'planner');
      const content = route.responses['200']?.content ?? {};
      if (isEventStream(route)) {
        const failure = await streamOpens(url, tokens[caller]);
        if (failure) failures.push(`${key}: ${failure}`);
        continue;
      }
      const res = await be.call('GET', url, { token: tokens[caller] });
      if (res.status !== 200) {
        failures.push(`${key} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        continue;
      }
      const schema = content['application/json']?.schema as z.ZodType | undefined;
      if (!schema) {
        const declared = Object.keys(content);
        const type = res.headers.get('content-type') ?? '';
        if (!declared.some((d) => new RegExp(`^${d.replace('*', '.+')}$`).test(type.split(';')[0]!)))
          failures.push(`${key}: answered ${type}, declared ${declared.join(', ')}`);
        continue;
      }
      const parsed = schema.safeParse(res.body);
      if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`);
        failures.push(`${key}: ${issues.join('; ')}`);
        continue;
      }
      const extra = undeclared(res.body, parsed.data);
      if (extra.length) failures.push(`${key}: sends fields its schema leaves out: ${extra.slice(0, 5).join(', ')}`);
      if (isEmpty(res.body.data))
        failures.push(`${key}: answered ${JSON.stringify(res.body.data)}, so nothing was checked`);
    }
    expect(failures).toEqual([]);
  });
});
