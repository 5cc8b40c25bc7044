// The service worker (serwist), built to public/sw.js. Precaches the build and the offline
// page; navigations without network get /offline (SPEC §1 PWA, issue 3).
import { defaultCache } from '@serwist/next/worker';
import { NetworkOnly, Serwist, type PrecacheEntry } from 'serwist';

// Only the manifest serwist injects at build time is read from the worker's global scope.
declare const self: { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The app asks before switching to a new version ("update available" toast, click reloads).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // Our /api answers are one user's data (and the session routes): never keep them in a cache
    // that outlives a logout.
    { matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/api/'), handler: new NetworkOnly() },
    ...defaultCache,
  ],
  fallbacks: {
    entries: [{ url: '/offline', matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();
