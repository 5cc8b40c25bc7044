// The runtime contract: every GET endpoint of the route table is called over HTTP on the
// seeded demo tenant, and its 200 answer must match the response schema the route declares
// (read from the route definitions), with no field the schema leaves out. File answers must
// carry their declared content type. Routes come from the app itself, so a new GET endpoint
// is checked too, or fails here until this test knows which id to put in its path.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { createApp } from './app';
import {
  activities,
  assignments,
  crewDocuments,
  crewRatings,
  formResults,
  liveLocations,
  locations,
  persons,
  projectCrewItems,
  projectCrews,
  rateCards,
  users,
} from './db/schema';
import { createMailer } from './services/mail';
import { drawSignaturePng } from './services/field-work/png';
import { withBackend } from './test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'chief', 'office'] });

/** Who asks where a planner is refused or has nothing of their own. Everything else: the planner. */
const CALLER: Record<string, 'crew' | 'chief' | 'office'> = {
  'GET /jobs': 'crew',
  'GET /jobs/{id}': 'crew',
  'GET /jobs/crewChief': 'chief',
  'GET /mailboxUserRights': 'office',
};

type TRouteDefinition = {
  method: string;
  path: string;
  request?: { query?: z.ZodObject };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

function getRoutes(): TRouteDefinition[] {
  const app = createApp({ db: be.db, config: be.config, mailer: createMailer({ from: 'x@y', log: () => {} }) });
  const definitions = app.openAPIRegistry.definitions as { type: string; route?: TRouteDefinition }[];
  return definitions
    .filter((d) => d.type === 'route' && d.route!.method === 'get')
    .map((d) => ({ ...d.route!, path: d.route!.path.replace(/^\/api\/v1/, '') }));
}

/** The seeded day of field work with everything on it: signed documents, a signed security
 *  check, ratings and the client's confirmation; plus a photo and a live position of our own. */
async function seededIds() {
  const [note] = await be.db
    .select({ crewId: crewDocuments.projectCrewId, date: crewDocuments.workDate })
    .from(crewDocuments)
    .where(
      and(eq(crewDocuments.tenantId, 1), eq(crewDocuments.kind, 'deliveryNote'), eq(crewDocuments.status, 'signed')),
    )
    .orderBy(asc(crewDocuments.id))
    .limit(1);
  const crewId = note!.crewId;
  const [check] = await be.db.select().from(formResults).where(eq(formResults.projectCrewId, crewId)).limit(1);
  const [rated] = await be.db.select().from(crewRatings).where(eq(crewRatings.projectCrewId, crewId)).limit(1);
  const [item] = await be.db.select().from(projectCrewItems).where(eq(projectCrewItems.projectCrewId, crewId));
  const [crew] = await be.db.select().from(projectCrews).where(eq(projectCrews.id, crewId));
  const [card] = await be.db.select().from(rateCards).where(eq(rateCards.tenantId, 1)).limit(1);
  const [location] = await be.db.select().from(locations).where(eq(locations.tenantId, 1)).limit(1);
  const [activity] = await be.db.select().from(activities).where(eq(activities.tenantId, 1)).limit(1);
  const [job] = await be.db
    .select()
    .from(assignments)
    .where(and(eq(assignments.personId, personIds.crew), ne(assignments.status, 'cancelled')))
    .limit(1);
  // The contact client@example.com works for: it has projects and persons.
  const [client] = await be.db
    .select({ contactId: persons.contactId })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(users.tenantId, 1), eq(users.username, 'client@example.com')));

  const photo = await be.upload(`/projectCrews/${crewId}/photos`, {
    token: tokens.chief,
    file: new Blob([new Uint8Array(drawSignaturePng())]),
    name: 'stage.png',
  });
  if (photo.status !== 201) throw new Error(`photo upload: ${photo.status} ${JSON.stringify(photo.body)}`);
  await be.db.insert(liveLocations).values({
    tenantId: 1,
    projectCrewId: crewId,
    personId: crew!.crewChiefId!,
    lat: 52.37,
    lng: 4.89,
    accuracy: 12,
  });

  return {
    ids: {
      activities: activity!.id,
      companies: card!.companyId,
      contacts: client!.contactId!,
      crewChecks: check!.id,
      crewMember: rated!.personId,
      crewPhotos: photo.body.data.id as number,
      forms: check!.formId,
      jobs: job!.id,
      locations: location!.id,
      persons: personIds.crew,
      projectCrewItems: item!.id,
      projectCrews: crewId,
      projects: crew!.projectId,
      rateCards: card!.id,
    } as Record<string, number>,
    /** Values for query parameters of these names, where a route takes them. */
    query: { date: note!.date, formId: String(check!.formId), shift: check!.shift! } as Record<string, string>,
  };
}

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

describe('response contract of every GET endpoint', () => {
  it('answers 200 in the declared shape, with something in it, on the seeded demo tenant', async () => {
    const { ids, query } = await seededIds();
    const routes = getRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      const key = `GET ${route.path}`;
      let url = route.path;
      for (const [segment, name] of [...route.path.matchAll(/\/(\w+)\/\{(\w+)\}/g)].map(
        (m) => [m[1]!, m[2]!] as const,
      )) {
        const id = ids[segment];
        if (id === undefined) {
          failures.push(`${key}: this test does not know which ${segment} to ask for; add one to seededIds()`);
          url = '';
          break;
        }
        url = url.replace(`{${name}}`, String(id));
      }
      if (!url) continue;
      const params = new URLSearchParams();
      for (const name of Object.keys(route.request?.query?.shape ?? {}))
        if (query[name] !== undefined) params.set(name, query[name]);
      if (params.size) url += `?${params}`;

      const res = await be.call('GET', url, { token: tokens[CALLER[key] ?? 'planner'] });
      const content = route.responses['200']?.content ?? {};
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
