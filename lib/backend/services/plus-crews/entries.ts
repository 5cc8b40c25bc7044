// A plus crew's daily figures (rules §3, §7): Actual Turnover and Target Turnover in cents,
// Staff Hours in hours, one entry per crew, value type and date. Read per value type or all
// three at once over a range of dates; written a day at a time.
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { plusCrewEntries, plusCrewValueTypes } from '../../db/schema';
import { invalidField, notFound } from '../../errors';
import { monthOf } from '../../../domain/plus-crews/month';
import { DAILY_CODES, DAY_FIELDS, type TDailyCode, type TValueTypeRow } from '../../../domain/plus-crews/value-types';
import type { TDataQuery, TDayEntries, TDayEntriesInput, TPlusCrew, TSeries } from '../../../domain/plus-crews/schemas';
import { tenantToday } from './plus-crews';
import { valueTypeSet } from './value-types';
import { clock } from '../../../domain/clock';

type TRange = { dateFrom: string; dateTo: string };

/** The range asked for, or the tenant's current month. */
async function rangeOf(db: DbOrTx, tenantId: number, query: TDataQuery): Promise<TRange> {
  if (query.dateFrom && query.dateTo) return { dateFrom: query.dateFrom, dateTo: query.dateTo };
  const { dateFrom, dateTo } = monthOf(await tenantToday(db, tenantId));
  return { dateFrom, dateTo };
}

type TEntryRow = { valueTypeId: number; date: string; amountCents: number | null; hours: number | null };

function seriesOf(type: TValueTypeRow & { code: TDailyCode }, rows: readonly TEntryRow[]): TSeries {
  const own = rows.filter((r) => r.valueTypeId === type.id);
  return type.code === 'staffHours'
    ? { valueTypeId: type.id, code: type.code, entries: own.map((r) => ({ date: r.date, hours: r.hours ?? 0 })) }
    : {
        valueTypeId: type.id,
        code: type.code,
        entries: own.map((r) => ({ date: r.date, amountCents: r.amountCents ?? 0 })),
      };
}

function readEntries(db: DbOrTx, tenantId: number, crew: TPlusCrew, typeIds: number[], range: TRange) {
  return db
    .select({
      valueTypeId: plusCrewEntries.valueTypeId,
      date: plusCrewEntries.date,
      amountCents: plusCrewEntries.amountCents,
      hours: plusCrewEntries.hours,
    })
    .from(plusCrewEntries)
    .where(
      and(
        eq(plusCrewEntries.tenantId, tenantId),
        eq(plusCrewEntries.plusCrewId, crew.id),
        inArray(plusCrewEntries.valueTypeId, typeIds),
        between(plusCrewEntries.date, range.dateFrom, range.dateTo),
      ),
    )
    .orderBy(asc(plusCrewEntries.date));
}

const isDaily = (t: TValueTypeRow): t is TValueTypeRow & { code: TDailyCode } =>
  (DAILY_CODES as readonly string[]).includes(t.code);

/** The entries of one daily value type of the tenant over the range (the three-call month load). */
export async function getSeries(
  db: DbOrTx,
  tenantId: number,
  crew: TPlusCrew,
  valueTypeId: number,
  query: TDataQuery,
): Promise<TSeries> {
  const [type] = await db
    .select({ id: plusCrewValueTypes.id, code: plusCrewValueTypes.code, caption: plusCrewValueTypes.caption })
    .from(plusCrewValueTypes)
    .where(and(eq(plusCrewValueTypes.id, valueTypeId), eq(plusCrewValueTypes.tenantId, tenantId)));
  if (!type) throw notFound('Value type');
  if (!isDaily(type))
    throw invalidField('valueTypeId', `${type.caption} is a setting, not a daily figure`, 'invalidOption');
  return seriesOf(type, await readEntries(db, tenantId, crew, [type.id], await rangeOf(db, tenantId, query)));
}

/** The three daily value types over the range in one call, in the order of DAILY_CODES. */
export async function getDailySeries(
  db: DbOrTx,
  tenantId: number,
  crew: TPlusCrew,
  query: TDataQuery,
): Promise<TSeries[]> {
  const types = await valueTypeSet(db, tenantId);
  const daily = DAILY_CODES.map((code) => ({ ...types[code], code }));
  const rows = await readEntries(
    db,
    tenantId,
    crew,
    daily.map((t) => t.id),
    await rangeOf(db, tenantId, query),
  );
  return daily.map((t) => seriesOf(t, rows));
}

/** Stores one day's three figures in one transaction; a null removes that figure. */
export async function setDayEntries(
  db: Db,
  tenantId: number,
  crew: TPlusCrew,
  input: TDayEntriesInput,
): Promise<TDayEntries> {
  return db.transaction(async (tx) => {
    const types = await valueTypeSet(tx, tenantId);
    const cleared = DAILY_CODES.filter((code) => input[DAY_FIELDS[code]] === null).map((code) => types[code].id);
    if (cleared.length > 0)
      await tx
        .delete(plusCrewEntries)
        .where(
          and(
            eq(plusCrewEntries.plusCrewId, crew.id),
            eq(plusCrewEntries.date, input.date),
            inArray(plusCrewEntries.valueTypeId, cleared),
          ),
        );
    const rows = DAILY_CODES.flatMap((code) => {
      const value = input[DAY_FIELDS[code]];
      if (value === null) return [];
      const base = { tenantId, plusCrewId: crew.id, valueTypeId: types[code].id, date: input.date };
      return [code === 'staffHours' ? { ...base, hours: value } : { ...base, amountCents: value }];
    });
    if (rows.length > 0)
      await tx
        .insert(plusCrewEntries)
        .values(rows)
        .onConflictDoUpdate({
          target: [plusCrewEntries.plusCrewId, plusCrewEntries.valueTypeId, plusCrewEntries.date],
          set: { amountCents: sql`excluded.amount_cents`, hours: sql`excluded.hours`, updatedAt: clock.now() },
        });
    return { ...input };
  });
}
