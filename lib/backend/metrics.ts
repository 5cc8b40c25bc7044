// GET /metrics of a backend process, in the Prometheus text format (prom-client): requests by
// method, route pattern and status, with their durations; the process (event-loop lag, memory,
// CPU: prom-client's defaults); the database pool on PostgreSQL; and the job queue, read when
// scraped: jobs waiting, running and failed, and how long the oldest has waited. On the
// backend's own port, which only the web app reaches; with METRICS_TOKEN set, a scrape must also
// send it as a bearer token. docs/SCALING.md shows a scrape config and the alerts.
import { and, count, gt, gte, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { requestMetrics } from '../node-http/request-metrics';
import type { Db, TPoolStats } from './db/client';
import { jobs } from './db/schema';
import { clock } from '../domain/clock';

export type TBackendMetrics = {
  registry: Registry;
  /** One answered request: its route pattern (`/api/v1/projects/:id`), never the raw path. */
  observe: (method: string, route: string, status: number, seconds: number) => void;
};

/** The queue as a scrape sees it: one query. */
async function queueState(db: Db) {
  const now = clock.now();
  const due = and(isNull(jobs.doneAt), lte(jobs.runAt, now), lt(jobs.attempts, jobs.maxAttempts));
  const [row] = await db
    .select({
      waiting: count(
        sql`case when ${and(due, or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)))} then 1 end`,
      ),
      running: count(sql`case when ${and(isNull(jobs.doneAt), gt(jobs.lockedUntil, sql`now()`))} then 1 end`),
      failed: count(sql`case when ${and(isNull(jobs.doneAt), gte(jobs.attempts, jobs.maxAttempts))} then 1 end`),
      oldestDue: min(sql<Date>`case when ${due} then ${jobs.runAt} end`),
    })
    .from(jobs)
    .where(isNull(jobs.doneAt));
  const oldest = row?.oldestDue ? new Date(row.oldestDue as unknown as string) : null;
  return {
    waiting: Number(row?.waiting ?? 0),
    running: Number(row?.running ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestWaitingSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}

export function createBackendMetrics(opts: { db: Db; poolStats?: () => TPoolStats }): TBackendMetrics {
  const { registry, observe } = requestMetrics(
    'crewdeck_http_request_duration_seconds',
    'Requests answered by the backend, by method, route pattern and status, and how long they took',
  );
  if (opts.poolStats) {
    const poolStats = opts.poolStats;
    new Gauge({
      name: 'crewdeck_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }
  // One read of the queue per scrape, shared by both gauges.
  let reading: Promise<Awaited<ReturnType<typeof queueState>>> | null = null;
  const queue = () => (reading ??= queueState(opts.db).finally(() => setTimeout(() => (reading = null), 0)));
  new Gauge({
    name: 'crewdeck_jobs',
    help: 'Background jobs: waiting (due), running (claimed by a worker) and failed (attempts used up)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const q = await queue();
      this.set({ state: 'waiting' }, q.waiting);
      this.set({ state: 'running' }, q.running);
      this.set({ state: 'failed' }, q.failed);
    },
  });
  new Gauge({
    name: 'crewdeck_jobs_oldest_waiting_seconds',
    help: 'How long the oldest due job has waited for a worker (0: none waits)',
    registers: [registry],
    async collect() {
      this.set((await queue()).oldestWaitingSeconds);
    },
  });
  return { registry, observe };
}
