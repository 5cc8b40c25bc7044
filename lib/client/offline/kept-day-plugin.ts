// The service worker's part in keeping the crew member's days: every answer to the
// app's own API calls passes through it. A write that went through makes the kept day stale: it
// is read again a moment later, once after a burst of writes (a crew chief checking in five
// people). A 401 means the server no longer knows the session: the kept day and the runtime
// caches go (the offline queue waits for its owner's next login: lib/auth/kept-day.ts). Reads
// only where a day is kept, that is while someone who keeps one is logged in here.
import type { SerwistPlugin } from 'serwist';
import { forgetDay, readDay } from './day-store';
import { clearRuntimeCaches } from './runtime-caches';
import { AFTER_WRITES_MS, afterAnswer, readAndKeep } from './keep-day';

/** The read waiting to happen: its timer, and the promise the worker is kept alive for. */
let soon: { timer: ReturnType<typeof setTimeout>; done: Promise<void>; finish: () => void } | null = null;

async function readIfKept(): Promise<void> {
  const kept = await readDay();
  if (kept) await readAndKeep(kept.locale);
}

/** The part of the worker's event that keeps it alive (TypeScript's DOM types lack ExtendableEvent). */
type TWaitable = { waitUntil: (work: Promise<unknown>) => void };

function readSoon(event: TWaitable): void {
  if (soon) clearTimeout(soon.timer);
  else {
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    soon = { timer: 0 as unknown as ReturnType<typeof setTimeout>, done, finish };
  }
  const waiting = soon;
  waiting.timer = setTimeout(() => {
    soon = null;
    void readIfKept()
      .catch(() => undefined)
      .finally(waiting.finish);
  }, AFTER_WRITES_MS);
  event.waitUntil(waiting.done);
}

export const keptDayPlugin: SerwistPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    const next = afterAnswer(request.method, response.status);
    if (next === 'forget') event.waitUntil(Promise.all([forgetDay(), clearRuntimeCaches()]).catch(() => undefined));
    else if (next === 'read') readSoon(event);
    return response;
  },
};
