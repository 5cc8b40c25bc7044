// The runtime contract: every GET endpoint of the route table is called over HTTP on the
// seeded demo tenant, and its 200 answer must match the response schema the route declares
// (read from the route definitions), with no field the schema leaves out. File answers must
// carry their declared content type. Routes come from the app itself, so a new GET endpoint
// is checked too, or fails here until this test knows which id to put in its path.
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createApp } from './app';
import {
  activities,
  assignments,
  crewDocuments,
  crewRatings,
  documents,
  formResults,
  forms,
  liveLocations,
  invoices,
  locations,
  payrollDocuments,
  payrollItemActivities,
  moneyFiles,
  outgoingMailAttachments,
  outgoingMails,
  persons,
  plusCrews,
  plusCrewValueTypes,
  profilePictures,
  projectCrewItems,
  projectCrews,
  rateCards,
  staffContracts,
  receipts,
  users,
  plannerCrews,
} from './db/schema';
import { createMailer } from './services/mail';
import { drawSignaturePng } from './services/field-work/png';
import { withBackend } from './test-support/with-backend';
import { clock } from '../domain/clock';

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
};
/** The office's paperwork and mailbox: the office asks. */
const OFFICE_PATHS = /^\/(receipts|invoices|emailMessages|mailboxes)\b|^\/companies\/\{id\}\/(receipts|invoices)$/;

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
  const [item] = await be.db.select().from(projectCrewItems).where(eq(projectCrewItems.projectCrewId, crewId));
  const [crew] = await be.db.select().from(projectCrews).where(eq(projectCrews.id, crewId));
  const [card] = await be.db.select().from(rateCards).where(eq(rateCards.tenantId, 1)).limit(1);
  const [location] = await be.db.select().from(locations).where(eq(locations.tenantId, 1)).limit(1);
  const [activity] = await be.db.select().from(activities).where(eq(activities.tenantId, 1)).limit(1);
  // The demo's store team, with settings and figures; its targets cover the whole month.
  const [plusCrew] = await be.db
    .select()
    .from(plusCrews)
    .where(and(eq(plusCrews.tenantId, 1), eq(plusCrews.number, 501)));
  const [targetType] = await be.db
    .select()
    .from(plusCrewValueTypes)
    .where(and(eq(plusCrewValueTypes.tenantId, 1), eq(plusCrewValueTypes.code, 'targetTurnover')));
  const [job] = await be.db
    .select()
    .from(assignments)
    .where(and(eq(assignments.personId, personIds.crew), ne(assignments.status, 'cancelled')))
    .limit(1);
  // The contact client@example.com works for: it has projects and persons.
  // A receipt with a file, a sent invoice with the PDF as mailed, and a mail with an attachment.
  const [receiptFile] = await be.db
    .select({ id: moneyFiles.id, number: receipts.number })
    .from(moneyFiles)
    .innerJoin(receipts, eq(receipts.id, moneyFiles.receiptId))
    .where(eq(receipts.tenantId, 1))
    .limit(1);
  const [invoiceFile] = await be.db
    .select({ id: moneyFiles.id, number: invoices.number })
    .from(moneyFiles)
    .innerJoin(invoices, eq(invoices.id, moneyFiles.invoiceId))
    .where(eq(invoices.tenantId, 1))
    .limit(1);
  const [mail] = await be.db
    .select({ id: outgoingMailAttachments.mailId, attachmentId: outgoingMailAttachments.id })
    .from(outgoingMailAttachments)
    .innerJoin(outgoingMails, eq(outgoingMails.id, outgoingMailAttachments.mailId))
    .where(eq(outgoingMails.tenantId, 1))
    .limit(1);
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
  // The project's own files and to-dos (the seed puts them on project 1, this crew may be elsewhere).
  const doc = await be.upload(`/projects/${crew!.projectId}/documents`, {
    token: tokens.planner,
    file: new Blob([Buffer.from('%PDF-1.4\n%%EOF')]),
    name: 'run-sheet.pdf',
  });
  if (doc.status !== 201) throw new Error(`document upload: ${doc.status} ${JSON.stringify(doc.body)}`);
  await be.upload(`/projects/${crew!.projectId}/logo`, {
    token: tokens.planner,
    file: new Blob([new Uint8Array(drawSignaturePng())]),
  });
  await be.call('POST', `/projectCrewItems/${item!.id}/activities`, {
    token: tokens.planner,
    body: { caption: 'Check the crew list' },
  });
  await be.db.insert(liveLocations).values({
    tenantId: 1,
    projectCrewId: crewId,
    personId: crew!.crewChiefId!,
    lat: 52.37,
    lng: 4.89,
    accuracy: 12,
  });

  // The demo crew member's calendar feed (its secret) and approved profile picture.
  const feeds = await be.call('GET', '/publicCalendarSubscriptions', { token: tokens.crew });
  const [picture] = await be.db
    .select({ id: profilePictures.id })
    .from(profilePictures)
    .where(and(eq(profilePictures.personId, personIds.crew), eq(profilePictures.status, 'approved')))
    .limit(1);
  // Paperwork: a payslip, a declined item with its to-do, a signed document, a contract with
  // documents and the demo crew member's signed feedback form.
  const [payslip] = await be.db
    .select({ id: payrollDocuments.id, payrollId: payrollDocuments.payrollId })
    .from(payrollDocuments)
    .where(and(eq(payrollDocuments.tenantId, 1), eq(payrollDocuments.type, 'payslip')))
    .limit(1);
  const [declined] = await be.db
    .select({ id: payrollItemActivities.payrollItemId })
    .from(payrollItemActivities)
    .orderBy(asc(payrollItemActivities.payrollItemId))
    .limit(1);
  const [signedDoc] = await be.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.tenantId, 1), isNotNull(documents.signedAt)))
    .limit(1);
  const [contract] = await be.db
    .select({ id: staffContracts.id })
    .from(staffContracts)
    .where(eq(staffContracts.personId, personIds.crew));
  const [feedback] = await be.db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.tenantId, 1), eq(forms.name, 'Crew feedback')));

  // A rated crew member with tags and signed documents: every part of the crew profile has rows.
  const [profiled] = await be.db
    .select({ personId: crewRatings.personId })
    .from(crewRatings)
    .where(
      and(
        eq(crewRatings.tenantId, 1),
        sql`${crewRatings.personId} in (select person_id from person_tags)`,
        sql`${crewRatings.personId} in (select person_id from documents where signed_at is not null)`,
      ),
    )
    .limit(1);
  const [membershipCrew] = await be.db
    .select({ id: plannerCrews.id })
    .from(plannerCrews)
    .where(eq(plannerCrews.tenantId, 1))
    .limit(1);

  return {
    ids: {
      activities: activity!.id,
      pCrews: membershipCrew!.id,
      calendarFeeds: feeds.body.data[0].token as string,
      profilePictures: picture!.id,
      companies: card!.companyId,
      contacts: client!.contactId!,
      crewChecks: check!.id,
      crewMember: profiled!.personId,
      crewPhotos: photo.body.data.id as number,
      forms: check!.formId,
      jobs: job!.id,
      locations: location!.id,
      persons: personIds.crew,
      plusCrews: plusCrew!.number,
      projectCrewItems: item!.id,
      projectCrews: crewId,
      projectDocuments: doc.body.data.id as number,
      projects: crew!.projectId,
      rateCards: card!.id,
      valueTypes: targetType!.id,
      payrolls: payslip!.payrollId,
      payrollDocuments: payslip!.id,
      download: 'payslip',
      payrollItems: declined!.id,
      documents: signedDoc!.id,
      staffContracts: contract!.id,
      perform: feedback!.id,
      receipts: receiptFile!.number,
      'receipts.documents': receiptFile!.id,
      invoices: invoiceFile!.number,
      'invoices.documents': invoiceFile!.id,
      emailMessages: mail!.id,
      'emailMessages.attachments': mail!.attachmentId,
    } as Record<string, number | string>,
    /** Query parameters of one route: a period or a cell with something in it. */
    routeQuery: await routeQueries(),
    /** Values for query parameters of these names, where a route takes them. */
    query: { date: note!.date, formId: String(check!.formId), shift: check!.shift! } as Record<string, string>,
  };
}

/** The planning views of this month, and a cell of the board with an open row. */
async function routeQueries(): Promise<Record<string, Record<string, string>>> {
  const today = clock.now().toISOString().slice(0, 10);
  const from = `${today.slice(0, 7)}-01`;
  const to = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const [open] = await be.db
    .select({ date: projectCrewItems.startDate })
    .from(projectCrewItems)
    .where(
      and(
        eq(projectCrewItems.tenantId, 1),
        eq(projectCrewItems.status, 'active'),
        sql`${projectCrewItems.startDate} >= ${today}`,
        sql`(select count(*) from assignments a where a.crew_item_id = ${projectCrewItems.id}
          and a.status <> 'cancelled') < ${projectCrewItems.rows}`,
      ),
    )
    .orderBy(asc(projectCrewItems.startDate))
    .limit(1);
  return {
    'GET /planningCalendar': { from, to },
    'GET /planningCrewItems': { from, to },
    'GET /plannerBoard/openRows': { date: open!.date, personId: String(personIds.crew) },
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
    const { ids, query, routeQuery } = await seededIds();
    const routes = getRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      const key = `GET ${route.path}`;
      let url = route.path;
      // A sub-resource's id may be named after its parent (`receipts.documents`): it must belong to it.
      let parent = '';
      for (const [segment, name] of [...route.path.matchAll(/\/(\w+)\/\{(\w+)\}/g)].map(
        (m) => [m[1]!, m[2]!] as const,
      )) {
        const id = ids[`${parent}${segment}`] ?? ids[segment];
        parent = `${segment}.`;
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
        if ((routeQuery[key]?.[name] ?? query[name]) !== undefined)
          params.set(name, routeQuery[key]?.[name] ?? query[name]!);
      if (params.size) url += `?${params}`;

      const caller = CALLER[key] ?? (OFFICE_PATHS.test(route.path) ? 'office' : 'planner');
      const res = await be.call('GET', url, { token: tokens[caller] });
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
