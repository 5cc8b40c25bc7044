// Sends the offline queue by itself: when a page loads, whenever the network returns, after an
// action was queued while the browser thought it was online (a send that got no answer), and
// again after a growing pause while something still waits. Only the owner's queue is sent: a page
// drawn for another owner deletes what waits, a page for nobody holds it for its owner's next
// login (claimQueue, lib/auth/kept-day.ts). Started once per page load from sw-registration.ts,
// outside every screen's first load.
import { claimQueue, readQueue, retryDelayMs } from '../offline-queue';
import { flushOutbox, watchQueue } from '../use-outbox';

let started = false;
let timer: number | undefined;
let running = false;
/** Set once the server said the session is over: nothing is sent again until a new page load. */
let held = false;

async function run(): Promise<void> {
  window.clearTimeout(timer);
  timer = undefined;
  if (held) return;
  running = true;
  const result = await flushOutbox().catch(() => null);
  running = false;
  // The session ran out: the waiting actions go after the next login, not on a timer.
  if (result?.stoppedBy === 401) held = true;
  const left = result?.remaining ?? readQueue(window.localStorage);
  if (!held && left.length && navigator.onLine)
    later(retryDelayMs(left.reduce((max, q) => Math.max(max, q.attempts), 0)));
}

function later(ms: number): void {
  if (timer === undefined) timer = window.setTimeout(() => void run(), ms);
}

/** Whose the queue is, as the server drew this page; the offline page is drawn for nobody in particular. */
function claim(): 'send' | 'hold' {
  if (document.querySelector('[data-offline-page]')) return 'send';
  const { mode, dropped } = claimQueue(window.localStorage, document.body.dataset.owner ?? null);
  // Another owner's photos waiting in IndexedDB go with their actions; the code loads only then.
  if (dropped) void import('./day-store').then((m) => m.forgetDays()).catch(() => undefined);
  return mode;
}

export function startOutbox(): void {
  if (started) return;
  started = true;
  held = claim() === 'hold';
  window.addEventListener('online', () => void run());
  // Something new waits while the browser thinks it is online: try soon (a running flush, and a
  // timer already set, cover the rest).
  watchQueue(() => {
    if (!held && !running && navigator.onLine && readQueue(window.localStorage).length) later(retryDelayMs(0));
  });
  void run();
}
