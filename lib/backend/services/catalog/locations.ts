// Locations: the places crews work at. Any user may read them; a project session only the
// locations of its own crews (rules §6: /locations/{id}); planners keep them.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { locations, projectCrews } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, notFound } from '../../errors';
import { assertCode, blankToNull } from './reference';
import type { TLocation, TLocationInput } from '../../../domain/catalog';

export const locationColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  postalCode: locations.postalCode,
  city: locations.city,
  countryCode: locations.countryCode,
  latitude: locations.latitude,
  longitude: locations.longitude,
  notes: locations.notes,
};

function visibleLocationsWhere(auth: TAuth): SQL {
  const tenant = eq(locations.tenantId, auth.tenantId);
  if (auth.type === 'pluscrew') throw forbidden();
  if (auth.type === 'project') {
    return and(
      tenant,
      sql`${locations.id} in (select ${projectCrews.locationId} from ${projectCrews}
      where ${projectCrews.projectId} = ${auth.projectId ?? -1} and ${projectCrews.tenantId} = ${auth.tenantId})`,
    )!;
  }
  return tenant;
}

export async function listLocations(db: DbOrTx, auth: TAuth, q: { search?: string; limit: number; page: number }) {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  return db
    .select(locationColumns)
    .from(locations)
    .where(
      and(visibleLocationsWhere(auth), like ? or(ilike(locations.name, like), ilike(locations.city, like)) : undefined),
    )
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}

export async function getLocation(db: DbOrTx, auth: TAuth, id: number): Promise<TLocation> {
  const [row] = await db
    .select(locationColumns)
    .from(locations)
    .where(and(eq(locations.id, id), visibleLocationsWhere(auth)));
  if (!row) throw notFound('Location');
  return row;
}

function columnsOf(v: Partial<TLocationInput>) {
  const out: Partial<typeof locations.$inferInsert> = {};
  if (v.name !== undefined) out.name = v.name;
  for (const key of ['address', 'postalCode', 'city', 'countryCode', 'notes'] as const) {
    if (v[key] !== undefined) out[key] = blankToNull(v[key]);
  }
  if (v.latitude !== undefined) out.latitude = v.latitude;
  if (v.longitude !== undefined) out.longitude = v.longitude;
  return out;
}

export async function createLocation(db: Db, auth: TAuth, input: TLocationInput): Promise<TLocation> {
  if (input.countryCode) await assertCode(db, 'countries', input.countryCode, 'countryCode');
  const [row] = await db
    .insert(locations)
    .values({ ...columnsOf(input), tenantId: auth.tenantId, name: input.name })
    .returning(locationColumns);
  return row!;
}

export async function updateLocation(
  db: Db,
  auth: TAuth,
  id: number,
  input: Partial<TLocationInput>,
): Promise<TLocation> {
  await getLocation(db, auth, id);
  if (input.countryCode) await assertCode(db, 'countries', input.countryCode, 'countryCode');
  const set = columnsOf(input);
  if (Object.keys(set).length > 0)
    await db
      .update(locations)
      .set(set)
      .where(and(eq(locations.id, id), eq(locations.tenantId, auth.tenantId)));
  return getLocation(db, auth, id);
}

/** A location still used by a crew stays: deleting it would erase where that crew works. */
export async function deleteLocation(db: Db, auth: TAuth, id: number): Promise<void> {
  await getLocation(db, auth, id);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(projectCrews)
      .where(and(eq(projectCrews.tenantId, auth.tenantId), eq(projectCrews.locationId, id)));
    if ((used?.n ?? 0) > 0) {
      throw new ApiError(
        'CONFLICT',
        `This location is used by ${used!.n} crew(s)`,
        { id: 'This location is used by a crew' },
        { crewCount: used!.n },
      );
    }
    await tx.delete(locations).where(and(eq(locations.id, id), eq(locations.tenantId, auth.tenantId)));
  });
}
