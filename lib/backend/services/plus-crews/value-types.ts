// Each tenant's plus-crew value types (rules §3): made with the tenant (tenant:create, the demo
// seed), read by every plus-crew call. A tenant missing one of the five cannot load or store
// plus-crew figures: VALUE_TYPES_MISSING (rules §8 'Required value types not found').
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plusCrewValueTypes } from '../../db/schema';
import { ApiError } from '../../errors';
import {
  requiredValueTypes,
  VALUE_TYPE_CAPTIONS,
  VALUE_TYPE_CODES,
  type TValueTypeSet,
} from '../../../domain/plus-crews/value-types';
import type { TValueType } from '../../../domain/plus-crews/schemas';

/** The five value types of a new tenant, with their English captions. */
export async function insertValueTypes(db: DbOrTx, tenantId: number): Promise<void> {
  await db
    .insert(plusCrewValueTypes)
    .values(VALUE_TYPE_CODES.map((code) => ({ tenantId, code, caption: VALUE_TYPE_CAPTIONS[code] })))
    .onConflictDoNothing();
}

export function listValueTypes(db: DbOrTx, tenantId: number): Promise<TValueType[]> {
  return db
    .select({ id: plusCrewValueTypes.id, code: plusCrewValueTypes.code, caption: plusCrewValueTypes.caption })
    .from(plusCrewValueTypes)
    .where(eq(plusCrewValueTypes.tenantId, tenantId))
    .orderBy(asc(plusCrewValueTypes.id));
}

/** All five by code; 409 VALUE_TYPES_MISSING when the tenant lacks any. */
export async function valueTypeSet(db: DbOrTx, tenantId: number): Promise<TValueTypeSet> {
  const set = requiredValueTypes(await listValueTypes(db, tenantId));
  if (!set) throw new ApiError('VALUE_TYPES_MISSING', 'Required value types not found');
  return set;
}
