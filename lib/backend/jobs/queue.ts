// A job queue on the application's own database (PGlite or PostgreSQL), in the `jobs` table.
// Why not pg-boss: its releases that run on Node 20 (10.x) keep their own schema outside our
// migrations and need a second connection pool; ours is one table in the same migrations and
// the same transaction as the change that asks for the job (the outbox pattern).
//   enqueue  → a row, inside the caller's transaction; a job with a key exists once.
//   claim    → due rows locked for this worker (FOR UPDATE SKIP LOCKED: two workers never
//              take the same job), attempts counted.
//   complete / retry → done, or due again later with the error kept; after maxAttempts the
//              job stays undone with its last error, for the tenant's planners to see
//              (GET /failedJobs) and try once more (requeueFailed).
//   pruneFinished → finished jobs go after FINISHED_JOB_RETENTION_DAYS; failed ones stay.
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import { clock } from '../../domain/clock';

export type TJobOptions = {
  /** The tenant whose work it is: its planners see the job if it fails. null only for a mail of no tenant. */
  tenantId: number | null;
  /** When the job is due (default: now). */
  runAt?: Date;
  /** A job with the same name and key is enqueued once: later calls change nothing. */
  key?: string;
  maxAttempts?: number;
};

export type TJob = { id: number; name: string; payload: Record<string, unknown>; attempts: number };

/** How long a claimed job is held before another worker may take it (a crashed worker's jobs come back). */
export const LOCK_SECONDS = 120;

export async function enqueue(
  db: DbOrTx,
  name: string,
  payload: Record<string, unknown>,
  opts: TJobOptions,
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      tenantId: opts.tenantId,
      name,
      payload,
      key: opts.key ?? null,
      runAt: opts.runAt ?? clock.now(),
      maxAttempts: opts.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: [jobs.name, jobs.key] });
}

/** Locks up to `limit` due jobs of these names for `worker`. */
export async function claim(db: DbOrTx, worker: string, names: readonly string[], limit = 10): Promise<TJob[]> {
  if (names.length === 0) return [];
  // When a job is due is the clock's business; the lease (locked_until) is the database's own.
  const now = sql`${clock.now().toISOString()}::timestamptz`;
  const result = await db.execute<{ id: string | number; name: string; payload: unknown; attempts: number }>(sql`
    update jobs set locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), locked_by = ${worker},
      attempts = attempts + 1
    where id in (
      select id from jobs
      where done_at is null and run_at <= ${now} and attempts < max_attempts
        and (locked_until is null or locked_until < now())
        and name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
      order by run_at, id
      limit ${limit}
      for update skip locked)
    returning id, name, payload, attempts`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    attempts: r.attempts,
  }));
}

export async function complete(db: DbOrTx, id: number): Promise<void> {
  await db.execute(
    sql`update jobs set done_at = ${clock.now().toISOString()}::timestamptz, locked_until = null, last_error = null where id = ${id}`,
  );
}

/** Due again after a back-off that grows with the attempts (30 s, 2 min, 8 min, …). */
export async function retry(db: DbOrTx, job: TJob, error: string): Promise<void> {
  const delay = 30 * 4 ** Math.max(0, job.attempts - 1);
  await db.execute(sql`
    update jobs set locked_until = null, last_error = ${error.slice(0, 1000)},
      run_at = ${clock.now().toISOString()}::timestamptz + make_interval(secs => ${delay})
    where id = ${job.id}`);
}

/**
 * How long a finished job is kept. Longer than any key's reach: a keyed job (a shift reminder is
 * keyed on its shift, at most a day ahead) is never asked for again once its row is gone.
 */
export const FINISHED_JOB_RETENTION_DAYS = 7;

/** Deletes the jobs finished more than FINISHED_JOB_RETENTION_DAYS ago; resolves to how many. */
export async function pruneFinished(db: DbOrTx): Promise<number> {
  const before = new Date(clock.nowMs() - FINISHED_JOB_RETENTION_DAYS * 86_400_000);
  const gone = await db.delete(jobs).where(lt(jobs.doneAt, before)).returning({ id: jobs.id });
  return gone.length;
}

/** One more attempt at a tenant's failed job, due now; null when it is not a failed job of the tenant. */
export async function requeueFailed(
  db: DbOrTx,
  tenantId: number,
  id: number,
): Promise<{ id: number; runAt: Date } | null> {
  const [row] = await db
    .update(jobs)
    .set({ maxAttempts: sql`${jobs.attempts} + 1`, runAt: clock.now(), lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.tenantId, tenantId), isNull(jobs.doneAt), gte(jobs.attempts, jobs.maxAttempts)))
    .returning({ id: jobs.id, runAt: jobs.runAt });
  return row ?? null;
}
