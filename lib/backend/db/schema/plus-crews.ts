// Plus crews (rules "Plus crews"): each tenant's value types, a plus crew's settings values
// (Target Border, Team Bonus) and its daily entries (Actual Turnover, Staff Hours, Target
// Turnover). The plus crews themselves (with the PCID password) are in planning.ts. Money is
// kept in integer cents; a percentage in basis points (92.5 % is 9250), so that no figure
// passes through binary floats.
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns';
import type { TValueTypeCode } from '../../../domain/plus-crews/value-types';
import { tenantId } from './core';
import { plusCrews } from './planning';

export const plusCrewValueTypes = pgTable(
  'plus_crew_value_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').$type<TValueTypeCode>().notNull(),
    caption: text('caption').notNull(),
  },
  (t) => [uniqueIndex('plus_crew_value_types_tenant_code_uq').on(t.tenantId, t.code)],
);

const plusCrewId = () =>
  integer('plus_crew_id')
    .notNull()
    .references(() => plusCrews.id, { onDelete: 'cascade' });
const valueTypeId = () =>
  integer('value_type_id')
    .notNull()
    .references(() => plusCrewValueTypes.id, { onDelete: 'cascade' });

/** A setting: the Target Border (a percent) or the Team Bonus (an amount or a percent). */
export const plusCrewValues = pgTable(
  'plus_crew_values',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    plusCrewId: plusCrewId(),
    valueTypeId: valueTypeId(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    percentBasisPoints: integer('percent_basis_points'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('plus_crew_values_crew_type_uq').on(t.plusCrewId, t.valueTypeId),
    check('plus_crew_values_one_kind', sql`(${t.amountCents} is null) <> (${t.percentBasisPoints} is null)`),
  ],
);

/** One daily figure: a turnover or target amount, or staff hours. */
export const plusCrewEntries = pgTable(
  'plus_crew_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    plusCrewId: plusCrewId(),
    valueTypeId: valueTypeId(),
    date: date('date').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    hours: numeric('hours', { precision: 6, scale: 2, mode: 'number' }),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    // Also the index of a month's load: one crew, one type, a range of dates.
    uniqueIndex('plus_crew_entries_crew_type_date_uq').on(t.plusCrewId, t.valueTypeId, t.date),
    check('plus_crew_entries_one_kind', sql`(${t.amountCents} is null) <> (${t.hours} is null)`),
  ],
);
