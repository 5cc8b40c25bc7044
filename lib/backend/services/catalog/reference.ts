// Reference data of a tenant (functions, tags, regions) and the global tables (countries,
// nationalities), plus small helpers of the write services. The tenant check of a referenced
// id is in tenant-scope.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, functions, nationalities, regions, tags } from '../../db/schema';
import { ApiError, invalidField } from '../../errors';
import type { TFunctionInput } from '../../../domain/catalog';

/** 422 on `field` unless the code is in the global countries (or nationalities) table. */
export async function assertCode(db: DbOrTx, table: 'countries' | 'nationalities', code: string, field: string) {
  const t = table === 'countries' ? countries : nationalities;
  const [row] = await db.select({ code: t.code }).from(t).where(eq(t.code, code));
  if (!row) throw invalidField(field, `Unknown ${table === 'countries' ? 'country' : 'nationality'} ${code}`);
}

export const conflict = (field: string, message: string) => new ApiError('CONFLICT', message, { [field]: message });

/** '' → null, so that an emptied form field clears the column. */
export const blankToNull = <T extends string | null | undefined>(v: T): T | null => (v === '' ? null : v);

export async function listFunctions(db: DbOrTx, tenantId: number) {
  return db
    .select({ id: functions.id, name: functions.name, code: functions.code })
    .from(functions)
    .where(eq(functions.tenantId, tenantId))
    .orderBy(asc(functions.name), asc(functions.id));
}

/** Function names are unique per tenant, ignoring case: two "Stagehand"s would confuse planning. */
export async function createFunction(db: DbOrTx, tenantId: number, input: TFunctionInput) {
  const [dup] = await db
    .select({ id: functions.id })
    .from(functions)
    .where(and(eq(functions.tenantId, tenantId), sql`lower(${functions.name}) = lower(${input.name})`));
  if (dup) throw conflict('name', `A function named "${input.name}" already exists`);
  const [row] = await db
    .insert(functions)
    .values({ tenantId, name: input.name, code: blankToNull(input.code) ?? null })
    .returning({ id: functions.id, name: functions.name, code: functions.code });
  return row!;
}

export async function listTags(db: DbOrTx, tenantId: number) {
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.tenantId, tenantId))
    .orderBy(asc(tags.name), asc(tags.id));
}

export async function listRegions(db: DbOrTx, tenantId: number) {
  return db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(eq(regions.tenantId, tenantId))
    .orderBy(asc(regions.name), asc(regions.id));
}

export async function listCountries(db: DbOrTx) {
  return db.select().from(countries).orderBy(asc(countries.name));
}

export async function listNationalities(db: DbOrTx) {
  return db.select().from(nationalities).orderBy(asc(nationalities.name));
}
