// Live location (rules "On the day"): the crew chief's position, shared only while on
// duty (checked in with this crew and not yet checked out); planners see the latest one.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crewChecks, liveLocations, persons } from '../../db/schema';
import { ApiError } from '../../errors';
import { utcToZonedDate } from '../../../domain/time-zone';
import { addDays } from '../../../domain/calendar-days';
import type { TLiveLocation, TLiveLocationInput } from '../../../domain/field-work';
import { callerPersonId, requireCrewRole, type TCrewAccess } from './crew-roles';
import { personName } from '../people/names';
import { clock } from '../../../domain/clock';

/** Checked in today (or yesterday, for a shift past midnight) and not checked out. */
export async function isOnDuty(db: DbOrTx, access: TCrewAccess, personId: number, now = clock.now()): Promise<boolean> {
  const today = utcToZonedDate(now, access.crew.timeZone);
  const [open] = await db
    .select({ id: crewChecks.id })
    .from(crewChecks)
    .where(
      and(
        eq(crewChecks.tenantId, access.auth.tenantId),
        eq(crewChecks.projectCrewId, access.crew.id),
        eq(crewChecks.personId, personId),
        inArray(crewChecks.workDate, [today, addDays(today, -1)]),
        isNull(crewChecks.checkOutAt),
      ),
    )
    .limit(1);
  return Boolean(open);
}

export async function shareLiveLocation(
  db: DbOrTx,
  access: TCrewAccess,
  input: TLiveLocationInput,
): Promise<TLiveLocation> {
  requireCrewRole(access, ['chief'], 'Only the crew chief shares a live location');
  const me = callerPersonId(access);
  if (!(await isOnDuty(db, access, me))) {
    throw new ApiError('CONFLICT', 'Share your location only while on duty: check in first (and not yet out)');
  }
  await db.insert(liveLocations).values({
    tenantId: access.auth.tenantId,
    projectCrewId: access.crew.id,
    personId: me,
    lat: input.lat,
    lng: input.lng,
    accuracy: input.accuracy ?? null,
  });
  return (await latestLiveLocation(db, access))!;
}

export async function latestLiveLocation(db: DbOrTx, access: TCrewAccess): Promise<TLiveLocation | null> {
  requireCrewRole(access, ['chief', 'planner']);
  const [row] = await db
    .select({
      personId: liveLocations.personId,
      name: personName,
      lat: liveLocations.lat,
      lng: liveLocations.lng,
      accuracy: liveLocations.accuracy,
      recordedAt: liveLocations.recordedAt,
    })
    .from(liveLocations)
    .innerJoin(persons, eq(persons.id, liveLocations.personId))
    .where(and(eq(liveLocations.tenantId, access.auth.tenantId), eq(liveLocations.projectCrewId, access.crew.id)))
    .orderBy(desc(liveLocations.recordedAt), desc(liveLocations.id))
    .limit(1);
  return row ? { ...row, recordedAt: row.recordedAt.toISOString() } : null;
}
