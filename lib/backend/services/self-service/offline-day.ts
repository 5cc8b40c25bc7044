// The crew member's own days in one answer, for the phone to keep (domain/self-service/
// offline-day.ts): the same services as the screens, with the same access rules, read in one
// transaction so that the parts agree with each other.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { locations, persons, projectCrewItems, projectCrews } from '../../db/schema';
import type { TAuth } from '../../context';
import { clock } from '../../../domain/clock';
import { addDays } from '../../../domain/calendar-days';
import { utcToZonedDate } from '../../../domain/time-zone';
import { mapServiceOf } from '../../../domain/catalog/map-link';
import { JOB_LISTS, type TJob, type TJobList } from '../../../domain/planning';
import { offlineWindow, type TOfflineCrew, type TOfflineCrewDay, type TOfflineDay } from '../../../domain/self-service';
import { holds } from '../auth/rights';
import { crewContacts } from '../field-work/contacts';
import { getCrewAccess, hasCrewRole, type TCrewAccess } from '../field-work/crew-roles';
import { getCrewDocument } from '../field-work/documents';
import { getSignOffProposal } from '../field-work/sign-off';
import { listDocumentsToSign } from '../paperwork/documents/list-documents';
import { readsAllPaperwork } from '../paperwork/access';
import { tenantTimeZone } from '../planning/common';
import { visibleCrewsWhere } from '../planning/crew-access';
import { loadCrewItems } from '../planning/crew-items';
import { listJobs, requirePersonSession } from '../planning/jobs';
import { getPersonalCalendar } from '../planning/personal-calendar';
import { queryCrews } from '../planning/project-crews';
import { locationColumns } from '../catalog/locations';

/** Far more than one person works in three weeks: the lists are never cut short. */
const ALL = { limit: 1000, offset: 0 };

export async function getOfflineDay(db: Db, auth: TAuth, now = clock.now()): Promise<TOfflineDay> {
  const personId = requirePersonSession(auth);
  return db.transaction(async (tx) => {
    const timeZone = await tenantTimeZone(tx, auth.tenantId);
    const today = utcToZonedDate(now, timeZone);
    const days = offlineWindow(today);
    const lists = await Promise.all(JOB_LISTS.map((list) => listJobs(tx, auth, list, ALL, now, days)));
    const jobs = Object.fromEntries(JOB_LISTS.map((list, i) => [list, lists[i]!.data])) as Record<TJobList, TJob[]>;
    const [crews, calendar, documentsToSign, mapService] = await Promise.all([
      offlineCrews(tx, auth, personId, jobs, days, today),
      getPersonalCalendar(tx, auth, personId, days, now),
      documentsWaiting(tx, auth),
      mapServiceOfPerson(tx, auth.tenantId, personId),
    ]);
    return {
      generatedAt: now.toISOString(),
      personId,
      today,
      timeZone,
      ...days,
      mapService,
      jobs,
      crews,
      calendar,
      documentsToSign,
    };
  });
}

/** The crews of the caller's jobs that still stand, and the crews they lead, at work in the window. */
async function offlineCrews(
  db: DbOrTx,
  auth: TAuth,
  personId: number,
  jobs: Record<TJobList, TJob[]>,
  days: { from: string; to: string },
  today: string,
): Promise<TOfflineCrew[]> {
  const working = [...jobs.upcoming, ...jobs.toConfirm, ...jobs.past].filter(
    (j) => j.kind === 'assignment' && j.status !== 'cancelled',
  );
  const led = await db
    .select({ id: projectCrews.id })
    .from(projectCrews)
    .where(
      and(
        eq(projectCrews.tenantId, auth.tenantId),
        eq(projectCrews.crewChiefId, personId),
        sql`exists (select 1 from ${projectCrewItems} ci where ci.project_crew_id = ${projectCrews.id}
          and ci.status <> 'notNeeded' and ci.start_date <= ${days.to}::date
          and coalesce(ci.end_date, ci.start_date) >= ${days.from}::date)`,
      ),
    );
  const ids = [...new Set([...working.map((j) => j.crew.id), ...led.map((c) => c.id)])];
  if (ids.length === 0) return [];
  const { data: crews } = await queryCrews(db, and(visibleCrewsWhere(auth), inArray(projectCrews.id, ids))!, ALL);
  const visible = crews.map((c) => c.id);
  const [items, places] = await Promise.all([
    visible.length ? loadCrewItems(db, auth, inArray(projectCrewItems.projectCrewId, visible)) : [],
    locationsById(
      db,
      auth.tenantId,
      crews.flatMap((c) => (c.location ? [c.location.id] : [])),
    ),
  ]);
  const out: TOfflineCrew[] = [];
  // One crew after the other: each reads through its own access, like its pages do.
  for (const crew of crews) {
    const access = await getCrewAccess(db, auth, crew.id);
    const isChief = hasCrewRole(access, ['chief']);
    out.push({
      crew,
      items: items.filter((i) => i.crew.id === crew.id),
      location: crew.location ? (places.get(crew.location.id) ?? null) : null,
      contacts: await crewContacts(db, access),
      isChief,
      days: isChief ? await chiefDays(db, access, crew, today) : [],
    });
  }
  return out;
}

/**
 * A crew chief's papers for yesterday and today, where the crew works: what a chief signs,
 * releases and proposes hours on at the end of a shift (yesterday: a night that ran past
 * midnight). Later days are empty drafts; earlier ones are done.
 */
async function chiefDays(
  db: DbOrTx,
  access: TCrewAccess,
  crew: { startDate: string; endDate: string | null },
  today: string,
): Promise<TOfflineCrewDay[]> {
  const last = crew.endDate ?? crew.startDate;
  const dates = [addDays(today, -1), today].filter((d) => d >= crew.startDate && d <= last);
  const out: TOfflineCrewDay[] = [];
  for (const date of dates) {
    out.push({
      date,
      deliveryNote: await getCrewDocument(db, access, 'deliveryNote', date),
      crewChiefSheet: await getCrewDocument(db, access, 'crewChiefSheet', date),
      signOff: await getSignOffProposal(db, access, date),
    });
  }
  return out;
}

async function locationsById(db: DbOrTx, tenantId: number, ids: number[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), inArray(locations.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The list /mobileDocuments shows, for those who may open it. */
async function documentsWaiting(db: DbOrTx, auth: TAuth) {
  if (!readsAllPaperwork(auth) && !(await holds(db, auth, 'mobileDocuments.READ'))) return [];
  return listDocumentsToSign(db, auth);
}

async function mapServiceOfPerson(db: DbOrTx, tenantId: number, personId: number) {
  const [row] = await db
    .select({ mapService: persons.mapService })
    .from(persons)
    .where(and(eq(persons.id, personId), eq(persons.tenantId, tenantId)));
  return mapServiceOf(row?.mapService);
}
