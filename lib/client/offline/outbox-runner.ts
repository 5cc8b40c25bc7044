// Sends the offline queue by itself: when a page loads, whenever the network returns, after an
// action was queued while the browser thought it was online (a send that got no answer), and
// again after a growing pause while something still waits. Started once per page load from
// sw-registration.ts, outside every screen's first load.
import { readQueue, retryDelayMs } from '../offline-queue';
import { flushOutbox, watchQueue } from '../use-outbox';

let started = false;
let timer: number | undefined;
let running = false;

async function run(): Promise<void> {
  window.clearTimeout(timer);
  timer = undefined;
  running = true;
  const result = await flushOutbox().catch(() => null);
  running = false;
  const left = result?.remaining ?? readQueue(window.localStorage);
  if (left.length && navigator.onLine) later(retryDelayMs(left.reduce((max, q) => Math.max(max, q.attempts), 0)));
}

function later(ms: number): void {
  if (timer === undefined) timer = window.setTimeout(() => void run(), ms);
}

export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void run());
  // Something new waits while the browser thinks it is online: try soon (a running flush, and a
  // timer already set, cover the rest).
  watchQueue(() => {
    if (!running && navigator.onLine && readQueue(window.localStorage).length) later(retryDelayMs(0));
  });
  void run();
}
