// Shared plumbing of the demo seed: the run context and batched inserts. Rows go in chunks
// of CHUNK so that SEED_SCALE=10 seeds in seconds and stays far below PostgreSQL's limit
// of 65,535 bind parameters per statement.
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { TSeedTenant } from './base';
import type { TRandom } from './random';

export const CHUNK = 500;
export const SEED_TIME_ZONE = 'Europe/Amsterdam';

/**
 * The demo's stand-ins for files people upload (a supplier's till receipt, a contract, a
 * production schedule) are English documents headed by whoever issued them.
 */
export const uploadedPdfReader = (issuer: string) => ({
  locale: 'en' as const,
  timeZone: SEED_TIME_ZONE,
  tenantName: issuer,
});

export type TSeedContext = {
  db: Db;
  t: TSeedTenant;
  rnd: TRandom;
  /** The demo's anchor date (YYYY-MM-DD in SEED_TIME_ZONE): past, ongoing and future are relative to it. */
  today: string;
  scale: number;
  volume: 'full' | 'small';
  /** The hash of DEMO_LINK_PASSWORD, for the first project's and plus crew's links. */
  linkPasswordHash: string;
};

export async function insertRows<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
}

/** Inserts and returns the new ids in input order (a multi-row INSERT … RETURNING keeps it). */
export async function insertIds<T extends PgTable & { id: T['_']['columns'][string] }>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const res = await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .returning({ id: table.id });
    for (const r of res as Array<{ id: unknown }>) ids.push(Number(r.id));
  }
  return ids;
}

/** Deterministic Fisher-Yates on a copy. */
export function shuffled<T>(rnd: TRandom, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** `n` counts between min and max that add up to exactly `total` (when min/max allow it). */
export function distribute(rnd: TRandom, total: number, n: number, min: number, max: number): number[] {
  const counts = Array.from({ length: n }, () => rnd.int(min, max));
  let sum = counts.reduce((a, b) => a + b, 0);
  for (let guard = 0; sum !== total && guard < total * 20 + 1000; guard++) {
    const i = rnd.int(0, n - 1);
    if (sum < total && counts[i]! < max * 2) {
      counts[i] = counts[i]! + 1;
      sum += 1;
    } else if (sum > total && counts[i]! > min) {
      counts[i] = counts[i]! - 1;
      sum -= 1;
    }
  }
  return counts;
}
