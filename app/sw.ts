// The service worker (serwist), built to public/sw.js. Precaches the build and the offline
// page; navigations without network get /offline (rules §1 PWA). It reads the crew
// member's kept days again after a change and, where the browser allows, in the background.
// It also shows push messages and opens the matching screen when one is tapped.
import { defaultCache } from '@serwist/next/worker';
import { NetworkOnly, Serwist, type PrecacheEntry } from 'serwist';
import { safeTarget } from '@/lib/domain/self-service/push-message';
import { readDay } from '@/lib/client/offline/day-store';
import { BACKGROUND_TAG, readAndKeep } from '@/lib/client/offline/keep-day';
import { keptDayPlugin } from '@/lib/client/offline/kept-day-plugin';

type TWaitable = Event & { waitUntil: (work: Promise<unknown>) => void };
type TPushEvent = TWaitable & { data: { json: () => unknown } | null };
type TNotificationClick = TWaitable & { notification: Notification };
type TPeriodicSyncEvent = TWaitable & { tag: string };
type TWindowClient = { url: string; focus: () => Promise<unknown>; navigate: (url: string) => Promise<unknown> };

// Only what this worker uses of its global scope (the project's TypeScript lib is the DOM's).
declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<TWindowClient[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: TPushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: TNotificationClick) => void): void;
  addEventListener(type: 'periodicsync', listener: (event: TPeriodicSyncEvent) => void): void;
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The app asks before switching to a new version ("update available" toast, click reloads).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // Our /api answers are one user's data (and the session routes): never keep them in a cache
    // that outlives a logout. Each answer tells the kept day (work without network) whether it is stale or
    // must go (kept-day-plugin.ts).
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/api/'),
      handler: new NetworkOnly({ plugins: [keptDayPlugin] }),
    },
    // The version file must always be the server's, for the update toast.
    { matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname === '/version.json', handler: new NetworkOnly() },
    ...defaultCache,
  ],
  fallbacks: {
    entries: [{ url: '/offline', matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();

// A read of the crew member's days in the background (keep-day.ts asks for it where the browser
// allows it): only where a day is kept, that is someone who keeps one is logged in here.
self.addEventListener('periodicsync', (event) => {
  if (event.tag !== BACKGROUND_TAG) return;
  event.waitUntil(
    readDay()
      .then((kept) => (kept ? readAndKeep(kept.locale) : undefined))
      .catch(() => undefined),
  );
});

// A push message (lib/domain/self-service/push-message.ts): title, body, the screen to open.
self.addEventListener('push', (event) => {
  let message: { title?: unknown; body?: unknown; url?: unknown; tag?: unknown } = {};
  try {
    message = (event.data?.json() ?? {}) as typeof message;
  } catch {
    // Not JSON: nothing we sent.
  }
  if (typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : undefined,
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      data: { url: safeTarget(message.url) },
    }),
  );
});

// A tap opens the message's screen: in an open window of the app if there is one, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(safeTarget((event.notification.data as { url?: unknown } | null)?.url), self.location.origin)
    .href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      await open.navigate(target);
      return open.focus();
    }),
  );
});
