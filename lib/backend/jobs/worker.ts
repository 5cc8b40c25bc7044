// Runs due jobs in the backend process. Every backend process runs one worker; the queue's
// locking makes each job run in one of them. Handlers are plain functions of the payload.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { claim, complete, retry, type TJob } from './queue';
import { processLog } from '../../node-http/logger';

export type TJobHandler = (job: TJob) => Promise<void>;
export type TJobHandlers = Record<string, TJobHandler>;

export type TWorker = {
  /** Runs every due job now, until none is left (tests, and shutdown). Resolves to how many ran. */
  drain: () => Promise<number>;
  stop: () => Promise<void>;
};

export function startWorker(opts: {
  db: Db;
  handlers: TJobHandlers;
  /** Poll interval; 0 starts no timer (tests call drain). */
  pollMs: number;
  /** Jobs run at once (default 1: one after another). A solve waits on its own thread, so two
   *  planners' solves may run side by side. */
  parallel?: number;
  log?: (line: string) => void;
}): TWorker {
  const id = `w-${process.pid}-${randomBytes(3).toString('hex')}`;
  const names = Object.keys(opts.handlers);
  const log = opts.log ?? ((line: string) => processLog().warn(line));
  let running: Promise<number> | null = null;
  let stopped = false;

  async function runJob(job: TJob) {
    try {
      await opts.handlers[job.name]!(job);
      await complete(opts.db, job.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log(`[jobs] ${job.name} #${job.id} failed (attempt ${job.attempts}): ${message}`);
      await retry(opts.db, job, message);
    }
  }

  async function runOnce(): Promise<number> {
    let ran = 0;
    for (;;) {
      const parallel = opts.parallel ?? 1;
      const batch = await claim(opts.db, id, names, parallel > 1 ? parallel : 10);
      if (batch.length === 0) return ran;
      if (parallel > 1) await Promise.all(batch.map(runJob));
      else for (const job of batch) await runJob(job);
      ran += batch.length;
    }
  }

  // One pass at a time per worker; a tick while a pass runs waits for it.
  const drain = (): Promise<number> => {
    running ??= runOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const timer =
    opts.pollMs > 0
      ? setInterval(() => {
          if (!stopped) drain().catch((err) => log(`[jobs] poll failed: ${err instanceof Error ? err.message : err}`));
        }, opts.pollMs)
      : null;
  timer?.unref();

  return {
    drain,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
