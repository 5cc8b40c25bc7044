// Keeps the crew member's days on this device up to date: read from /offlineDay when
// the app opens online and when the network comes back (here), a moment after every change the
// user makes and in the background where the browser allows (the service worker, which sees every
// call: app/sw.ts); deleted when the server no longer knows the session. The page says whose day
// it is drawn for (<body data-day>, lib/auth/kept-day.ts). Started once per page load, from
// sw-registration.ts, outside every screen's first load.
import type { TOfflineDay } from '@/lib/domain/self-service/offline-day';
import { selfServicePaths } from '@/lib/domain/self-service/paths';
import type { TKeptDay } from '@/lib/auth/kept-day';
import { apiUrl } from '../api/api-url';
import { forgetDay, forgetDays, readDay, saveDay } from './day-store';

/** Writes often come in bursts (a crew chief checking in five people): one read after them. */
export const AFTER_WRITES_MS = 1500;

/** How often the browser may read the day in the background, where it allows it at all. */
const BACKGROUND_EVERY_MS = 4 * 60 * 60 * 1000;
export const BACKGROUND_TAG = 'offline-day';

let running: Promise<void> | null = null;

/**
 * Reads the day from the server and keeps it in `locale`: without network what is kept stays;
 * a session the server no longer knows deletes it. The service worker's background read too.
 */
export async function readAndKeep(locale: string): Promise<void> {
  // Plain fetch, not the fetcher: this loads on every page, the fetcher's error wording does not.
  let res: Response;
  try {
    res = await fetch(apiUrl(selfServicePaths.offlineDay), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    return;
  }
  if (res.status === 401) return forgetDay();
  // 403: no personal login or no right to the jobs; a server fault: try again another time.
  if (!res.ok) return;
  const body = (await res.json().catch(() => null)) as { data?: TOfflineDay } | null;
  if (body?.data) await keepAnswer(body.data, locale);
}

/** One read at a time in this page, in the page's language. */
export function refreshDay(): Promise<void> {
  running ??= readAndKeep(document.documentElement.lang).finally(() => {
    running = null;
  });
  return running;
}

/** Keeps a day the server sent, in the pages' language; another person's day (and queued photos) go first. */
export async function keepAnswer(day: TOfflineDay, locale: string): Promise<void> {
  const kept = await readDay();
  if (kept && kept.owner !== day.personId) await forgetDays();
  await saveDay({ owner: day.personId, locale, day });
}

type TPeriodicSync = { register: (tag: string, options: { minInterval: number }) => Promise<void> };

/**
 * Asks for a read in the background now and then (Chromium's periodic background sync: only
 * for an installed app, at the browser's pace; the service worker does the read). Elsewhere the
 * browser says no, and the day is read when the app opens.
 */
async function askForBackgroundReads(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
    periodicSync?: TPeriodicSync;
  };
  await registration.periodicSync?.register(BACKGROUND_TAG, { minInterval: BACKGROUND_EVERY_MS });
}

let started = false;

export function keepDay(): void {
  if (started) return;
  started = true;
  // The offline page comes from the service worker's cache, not from the server: it says
  // nothing about the session.
  if (document.querySelector('[data-offline-page]')) return;
  const mode = document.body.dataset.day as TKeptDay | undefined;
  if (mode === 'forget') {
    void forgetDay().catch(() => undefined);
    return;
  }
  if (mode !== 'keep') return;
  void refreshDay();
  void askForBackgroundReads().catch(() => undefined);
  window.addEventListener('online', () => void refreshDay());
}

/** What an answer to one of our API calls means for the kept day: read it again, delete it, or nothing. */
export function afterAnswer(method: string, status: number): 'read' | 'forget' | null {
  if (status === 401) return 'forget';
  return method !== 'GET' && method !== 'HEAD' && status >= 200 && status < 300 ? 'read' : null;
}
