// Reference data of a tenant (functions, tags, regions) and the global tables (countries,
// nationalities), plus the checks every write uses to make sure a referenced id is real.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  activityTypes,
  companies,
  contacts,
  countries,
  functions,
  locations,
  nationalities,
  persons,
  projects,
  rateCards,
  regions,
  tags,
} from '../../db/schema';
import { ApiError, invalidField } from '../../errors';
import type { TFunctionInput } from '../../../domain/catalog';

const TENANT_TABLES = {
  companies,
  contacts,
  persons,
  projects,
  rateCards,
  regions,
  functions,
  locations,
  activityTypes,
} as const;
type TTenantTableName = keyof typeof TENANT_TABLES;

/** 422 on `field` unless row `id` of `table` belongs to the tenant (another tenant's id looks missing). */
export async function assertInTenant(
  db: DbOrTx,
  tenantId: number,
  table: TTenantTableName,
  id: number,
  field: string,
  what: string,
) {
  const t = TENANT_TABLES[table];
  const rows = await db.execute<{ id: number }>(
    sql`select ${t.id} as id from ${t} where ${t.id} = ${id} and ${t.tenantId} = ${tenantId}`,
  );
  if (rows.rows.length === 0) throw invalidField(field, `${what} ${id} does not exist`);
}

/** 422 on `field` unless the code is in the global countries (or nationalities) table. */
export async function assertCode(db: DbOrTx, table: 'countries' | 'nationalities', code: string, field: string) {
  const t = table === 'countries' ? countries : nationalities;
  const [row] = await db.select({ code: t.code }).from(t).where(eq(t.code, code));
  if (!row) throw invalidField(field, `Unknown ${table === 'countries' ? 'country' : 'nationality'} ${code}`);
}

/** PostgreSQL unique_violation, through drizzle's wrapper or directly (pg and PGlite). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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
