// The GET routes of the app, and the seeded demo records to call each of them with: the
// response contract (every answer in its declared shape) and the sweeps of what a caller may
// read (clients and pay) walk this list, so a new GET route is covered without being named.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createApp } from '../app';
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
} from '../db/schema';
import { createMailer } from '../services/mail';
import { drawSignaturePng } from '../services/field-work/png';
import type { TTestBackend } from './test-backend';
import { clock } from '../../domain/clock';
import { liveAssignment } from '../services/planning/item-conditions';

type TTokens = Record<'planner' | 'chief' | 'crew', string>;
type TPersonIds = Record<'crew', number>;
export type TSeededIds = {
  /** A record per path segment (`projects`), or per parent and segment (`receipts.documents`). */
  ids: Record<string, number | string>;
  /** Query parameters of one route: a period or a cell with something in it. */
  routeQuery: Record<string, Record<string, string>>;
  /** Values for query parameters of these names, where a route takes them. */
  query: Record<string, string>;
};

export type TRouteDefinition = {
  method: string;
  path: string;
  request?: { query?: z.ZodObject };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

/** The app's GET routes, as declared (paths without /api/v1). */
/** A route that answers a stream of events, which stays open (GET /changes): read it only as a stream. */
export const isEventStream = (route: TRouteDefinition) =>
  'text/event-stream' in (route.responses['200']?.content ?? {});

export function getRoutes(be: TTestBackend): TRouteDefinition[] {
  const app = createApp({ db: be.db, config: be.config, mailer: createMailer({ from: 'x@y', log: () => {} }) });
  const definitions = app.openAPIRegistry.definitions as { type: string; route?: TRouteDefinition }[];
  return definitions
    .filter((d) => d.type === 'route' && d.route!.method === 'get')
    .map((d) => ({ ...d.route!, path: d.route!.path.replace(/^\/api\/v1/, '') }));
}

/** The seeded day of field work with everything on it: signed documents, a signed security
 *  check, ratings and the client's confirmation; plus a photo and a live position of our own. */
export async function seededIds(be: TTestBackend, tokens: TTokens, personIds: TPersonIds): Promise<TSeededIds> {
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
    .where(and(eq(assignments.personId, personIds.crew), liveAssignment))
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
  // A staffing proposal of the crew's project, solved on the job queue.
  const proposal = await be.call('POST', '/staffingProposals', {
    token: tokens.planner,
    body: { scope: { kind: 'project', projectId: crew!.projectId } },
  });
  if (proposal.status !== 201)
    throw new Error(`staffing proposal: ${proposal.status} ${JSON.stringify(proposal.body)}`);
  await be.runJobs();
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
      staffingProposals: proposal.body.data.id as number,
      perform: feedback!.id,
      receipts: receiptFile!.number,
      'receipts.documents': receiptFile!.id,
      invoices: invoiceFile!.number,
      'invoices.documents': invoiceFile!.id,
      emailMessages: mail!.id,
      'emailMessages.attachments': mail!.attachmentId,
    } as Record<string, number | string>,
    /** Query parameters of one route: a period or a cell with something in it. */
    routeQuery: await routeQueries(be, personIds),
    /** Values for query parameters of these names, where a route takes them. */
    query: {
      date: note!.date,
      week: note!.date,
      formId: String(check!.formId),
      shift: check!.shift!,
    } as Record<string, string>,
  };
}

/** The planning views of this month, and a cell of the board with an open row. */
async function routeQueries(be: TTestBackend, personIds: TPersonIds): Promise<Record<string, Record<string, string>>> {
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
    'GET /exports/hours': { from, to },
    'GET /plannerBoard/openRows': { date: open!.date, personId: String(personIds.crew) },
  };
}

/** The URL to call `route` with, or the path segment this list has no record for. */
export function routeUrl(route: TRouteDefinition, seeded: TSeededIds): { url: string } | { missing: string } {
  const { ids, routeQuery, query } = seeded;
  const key = `GET ${route.path}`;
  let url = route.path;
  // A sub-resource's id may be named after its parent (`receipts.documents`): it must belong to it.
  let parent = '';
  for (const [segment, name] of [...route.path.matchAll(/\/(\w+)\/\{(\w+)\}/g)].map((m) => [m[1]!, m[2]!] as const)) {
    const id = ids[`${parent}${segment}`] ?? ids[segment];
    parent = `${segment}.`;
    if (id === undefined) return { missing: segment };
    url = url.replace(`{${name}}`, String(id));
  }
  const params = new URLSearchParams();
  for (const name of Object.keys(route.request?.query?.shape ?? {}))
    if ((routeQuery[key]?.[name] ?? query[name]) !== undefined)
      params.set(name, routeQuery[key]?.[name] ?? query[name]!);
  return { url: params.size ? `${url}?${params}` : url };
}
