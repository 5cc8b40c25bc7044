// Work a backend process does on a timer, beside its workers: the shift reminders' sweep and the
// finished jobs' retention. One pass at a time; a failed pass is logged and the next one tries
// again.
import { processLog } from '../../node-http/logger';

export function startSweep(opts: {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log?: (line: string) => void;
}): { stop: () => void } {
  const log = opts.log ?? ((line: string) => processLog().error(line));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    opts
      .run()
      .catch((err) => log(`[${opts.name}] sweep failed: ${err instanceof Error ? err.message : err}`))
      .finally(() => {
        running = false;
      });
  }, opts.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
