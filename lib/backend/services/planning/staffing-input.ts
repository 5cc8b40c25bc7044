// What the staffing model (lib/domain/planning/staffing-model.ts) is built from, read for a set of
// the tenant's crew items: their open rows and days; as candidates for each, the tenant's crew
// members with its function whom nothing stands against beside their existing jobs (the one
// conflict finder, bookings.ts, counting asked jobs too and the working-time rules), and the
// others with what stands against them, to explain a row left empty; for each candidate the facts
// the planner's preferences weigh (staffing-preferences.ts), the days they work already near the
// items and the hours they have left: each contract quota period touched, and the reference period
// of the weekly average ending on the items' last day.
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  locations,
  personFunctions,
  persons,
  projectCrewItems,
  projectCrews,
  projects,
} from '../../db/schema';
import { addDays } from '../../../domain/calendar-days';
import { clock } from '../../../domain/clock';
import { utcToZonedDate } from '../../../domain/time-zone';
import { BUSY_ASSIGNMENT_STATUSES, type TBookingConflict } from '../../../domain/planning';
import type { TStaffingInput, TStaffingItem, TStaffingPerson } from '../../../domain/planning/staffing-model';
import {
  candidateScore,
  distanceKm,
  togetherPoints,
  type TCandidateFacts,
  type TStaffingWeights,
} from '../../../domain/planning/staffing-preferences';
import { approvedRatingsOf } from './approved-ratings';
import { findBookingConflictsFor } from './bookings';
import { tenantTimeZone } from './common';
import { quotaPeriodsOn } from './contract-quotas';
import { liveAssignment, workingAssignment } from './item-conditions';
import { workShiftsOf } from './planned-shifts';
import { itemShifts } from './working-time-checks';
import { workingTimeRulesOf } from './working-time-rules';

const STAFFABLE = ['design', 'active'] as const;

/** A crew item of the solve as the proposal describes it. */
export type TStaffingItemInfo = TStaffingItem & { crewId: number; functionId: number };

export type TStaffingData = {
  input: TStaffingInput;
  items: Map<number, TStaffingItemInfo>;
  /** By item, the people with its function kept off it before the solve, with what stands against them. */
  excluded: Map<number, Map<number, TBookingConflict[]>>;
  /** The facts behind each candidate's score, by `${personId}_${itemId}`: the reasons shown. */
  facts: Map<string, TCandidateFacts>;
  /** Rows each person holds already on each crew in scope, by `${personId}_${crewId}`. */
  crewRows: Map<string, number>;
};

export const factsKey = (personId: number, itemId: number) => `${personId}_${itemId}`;

/** The scope's staffable items with their crew, client and location. */
function itemRows(db: DbOrTx, tenantId: number, itemIds: readonly number[]) {
  return db
    .select({
      item: projectCrewItems,
      crewId: projectCrews.id,
      clientId: projects.clientId,
      lat: locations.latitude,
      lng: locations.longitude,
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .leftJoin(locations, eq(locations.id, projectCrews.locationId))
    .where(
      and(
        eq(projectCrewItems.tenantId, tenantId),
        inArray(projectCrewItems.id, [...itemIds]),
        inArray(projectCrewItems.status, [...STAFFABLE]),
      ),
    )
    .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id));
}

/** The tenant's crew members (not a client's contact persons) with any of the functions, with home. */
function peopleWithFunctions(db: DbOrTx, tenantId: number, functionIds: number[]) {
  return db
    .select({
      id: persons.id,
      functionId: personFunctions.functionId,
      lat: persons.latitude,
      lng: persons.longitude,
    })
    .from(persons)
    .innerJoin(
      personFunctions,
      and(eq(personFunctions.personId, persons.id), inArray(personFunctions.functionId, functionIds)),
    )
    .where(and(eq(persons.tenantId, tenantId), isNull(persons.contactId)));
}

/** Each person's jobs worked before now, by function and by client. */
async function historyOf(db: DbOrTx, tenantId: number, personIds: number[]) {
  const rows = personIds.length
    ? await db
        .select({
          personId: assignments.personId,
          functionId: projectCrewItems.functionId,
          clientId: projects.clientId,
        })
        .from(assignments)
        .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
        .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
        .innerJoin(projects, eq(projects.id, projectCrews.projectId))
        .where(
          and(
            eq(assignments.tenantId, tenantId),
            inArray(assignments.personId, personIds),
            workingAssignment,
            lt(projectCrewItems.endsAt, clock.now()),
          ),
        )
    : [];
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const byFunction = new Map<string, number>();
  const byClient = new Map<string, number>();
  for (const r of rows) {
    count(byFunction, `${r.personId}_${r.functionId}`);
    count(byClient, `${r.personId}_${r.clientId}`);
  }
  return {
    functionJobs: (personId: number, functionId: number) => byFunction.get(`${personId}_${functionId}`) ?? 0,
    clientJobs: (personId: number, clientId: number) => byClient.get(`${personId}_${clientId}`) ?? 0,
  };
}

export async function staffingDataOf(
  db: DbOrTx,
  tenantId: number,
  itemIds: readonly number[],
  weights: TStaffingWeights,
): Promise<TStaffingData> {
  const [timeZone, rules] = await Promise.all([tenantTimeZone(db, tenantId), workingTimeRulesOf(db, tenantId)]);
  const rows = itemIds.length === 0 ? [] : await itemRows(db, tenantId, itemIds);
  const crewIds = [...new Set(rows.map((r) => r.crewId))];
  // Everyone live on the scope's crews: who fills a row already, and who is on which crew.
  const onCrews = crewIds.length
    ? await db
        .select({ crewItemId: assignments.crewItemId, personId: assignments.personId, crewId: projectCrews.id })
        .from(assignments)
        .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
        .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
        .where(and(eq(assignments.tenantId, tenantId), inArray(projectCrews.id, crewIds), liveAssignment))
    : [];
  const functionIds = [...new Set(rows.map((r) => r.item.functionId))];
  const fitting = functionIds.length ? await peopleWithFunctions(db, tenantId, functionIds) : [];
  const homes = new Map(
    fitting.map((p) => [p.id, p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng } : null]),
  );

  const items = new Map<number, TStaffingItemInfo>();
  const asks: Array<{ item: (typeof rows)[number]['item']; personIds: number[] }> = [];
  for (const { item, crewId } of rows) {
    const taken = new Set(onCrews.filter((a) => a.crewItemId === item.id).map((a) => a.personId));
    if (item.rows - taken.size <= 0) continue;
    items.set(item.id, {
      id: item.id,
      crewId,
      openRows: item.rows - taken.size,
      functionId: item.functionId,
      days: itemShifts(item, timeZone).map(({ id: _, ...day }) => day),
    });
    const personIds = fitting.filter((p) => p.functionId === item.functionId && !taken.has(p.id)).map((p) => p.id);
    asks.push({ item, personIds });
  }
  const free: Array<{ personId: number; itemId: number }> = [];
  const excluded = new Map<number, Map<number, TBookingConflict[]>>();
  const conflicts = await findBookingConflictsFor(db, tenantId, timeZone, asks, BUSY_ASSIGNMENT_STATUSES);
  asks.forEach(({ item, personIds }, k) => {
    const kept = new Map<number, TBookingConflict[]>();
    for (const id of personIds) {
      const against = conflicts[k]!.get(id) ?? [];
      if (against.length > 0) kept.set(id, against);
      else free.push({ personId: id, itemId: item.id });
    }
    excluded.set(item.id, kept);
  });

  const people = [...new Set(free.map((c) => c.personId))];
  const dates = [...new Set([...items.values()].flatMap((i) => i.days.map((d) => d.date)))].sort();
  const [ratings, history, quotas] = await Promise.all([
    approvedRatingsOf(db, tenantId, people),
    historyOf(db, tenantId, people),
    quotaPeriodsOn(db, tenantId, people, dates, timeZone),
  ]);
  const facts = new Map<string, TCandidateFacts>();
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  const candidates = free.map(({ personId, itemId }) => {
    const row = byId.get(itemId)!;
    const home = homes.get(personId);
    const quota = quotas.get(personId)?.[dates.indexOf(items.get(itemId)!.days[0]!.date)] ?? null;
    const f: TCandidateFacts = {
      functionJobs: history.functionJobs(personId, row.item.functionId),
      rating: ratings.get(personId)?.average ?? null,
      ratingCount: ratings.get(personId)?.count ?? 0,
      clientJobs: history.clientJobs(personId, row.clientId),
      distanceKm:
        home && row.lat !== null && row.lng !== null
          ? Math.round(distanceKm(home, { lat: row.lat, lng: row.lng }))
          : null,
      quota: quota && { plannedMinutes: quota.plannedMinutes, quotaMinutes: quota.quotaMinutes },
    };
    facts.set(factsKey(personId, itemId), f);
    return { personId, itemId, score: candidateScore(f, weights) };
  });

  const crewRows = new Map<string, number>();
  for (const a of onCrews)
    crewRows.set(`${a.personId}_${a.crewId}`, (crewRows.get(`${a.personId}_${a.crewId}`) ?? 0) + 1);
  const loads = await loadsOf(db, tenantId, people, dates, timeZone, rules, quotas);
  for (const load of loads)
    load.crewIds = [...new Set(onCrews.filter((a) => a.personId === load.personId).map((a) => a.crewId))];
  return {
    input: {
      items: [...items.values()],
      candidates,
      people: loads,
      rules,
      togetherPoints: togetherPoints(weights),
    },
    items,
    excluded,
    facts,
    crewRows,
  };
}

/** Each person's days worked near `dates` and the hours they have left in the periods touched. */
async function loadsOf(
  db: DbOrTx,
  tenantId: number,
  personIds: number[],
  dates: string[],
  tz: string,
  rules: TStaffingInput['rules'],
  quotas: Awaited<ReturnType<typeof quotaPeriodsOn>>,
): Promise<Array<TStaffingPerson & { crewIds: number[] }>> {
  if (dates.length === 0) return [];
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const averageFrom = addDays(last, -(rules.referenceWeeks * 7 - 1));
  const runFrom = addDays(first, -rules.maxConsecutiveDays);
  const shifts = await workShiftsOf(
    db,
    tenantId,
    personIds,
    {
      from: averageFrom < runFrom ? averageFrom : runFrom,
      to: addDays(last, rules.maxConsecutiveDays),
      statuses: BUSY_ASSIGNMENT_STATUSES,
    },
    tz,
  );
  return personIds.map((personId) => {
    const theirs = shifts.get(personId) ?? [];
    const worked = [...new Set(theirs.map((s) => utcToZonedDate(s.startsAt, tz)))];
    const averageMinutes = theirs
      .filter((s) => utcToZonedDate(s.startsAt, tz) >= averageFrom)
      .reduce((n, s) => n + Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000), 0);
    const periods = new Map((quotas.get(personId) ?? []).flatMap((q) => (q ? [[q.start, q] as const] : [])));
    return {
      personId,
      workedDates: worked,
      crewIds: [],
      budgets: [
        {
          kind: 'averageWeeklyHours' as const,
          from: averageFrom,
          to: last,
          minutesLeft: rules.maxAverageWeeklyHours * 60 * rules.referenceWeeks - averageMinutes,
        },
        ...[...periods.values()].map((q) => ({
          kind: 'quota' as const,
          from: q.start,
          to: q.end,
          minutesLeft: q.quotaMinutes - q.plannedMinutes,
        })),
      ],
    };
  });
}
