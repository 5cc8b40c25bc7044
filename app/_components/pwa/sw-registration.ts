// Registers /sw.js and reports its life as toasts (rules §4): "update available" (a click
// activates the new worker and reloads) and "ready offline" after the first install. It loads
// once the page is up (sw-registrar.tsx), outside every route's first load.
import type { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast-store';
import { fetchWebVersion } from '@/lib/client/web-version';
import { watchInstallPrompt } from '@/lib/client/install-prompt';
import { keepDay } from '@/lib/client/offline/keep-day';
import { startOutbox } from '@/lib/client/offline/outbox-runner';

type TPwaMessages = ReturnType<typeof useTranslations<'Pwa'>>;

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');

/** rules §4: on localhost a missing worker file (dev mode, a fresh build) must not leave an old worker in charge. */
async function dropStaleWorkerOnLocalhost(): Promise<boolean> {
  const res = await fetch('/sw.js', { method: 'HEAD', cache: 'no-store' }).catch(() => null);
  // No answer at all means no network (the worker may be serving the offline page): keep it.
  if (!res || (res.ok && (res.headers.get('content-type') ?? '').includes('javascript'))) return false;
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (registrations.length === 0) return true;
  await Promise.all(registrations.map((r) => r.unregister()));
  window.location.reload();
  return true;
}

/** Registers the worker and watches it; `isCancelled` says the page no longer wants to hear. */
export function registerWorker(t: TPwaMessages, isCancelled: () => boolean): void {
  // The browser's install offer may come before anyone opens the menu: keep it from now on.
  // The crew member's days on this device, for work without network, and what was done without it.
  // Each starts in a task of its own: together they were one long task while the page settles
  // (issue 32's blocking time), and none of them waits for another.
  for (const start of [watchInstallPrompt, keepDay, startOutbox]) setTimeout(start, 0);
  const offerUpdate = async (worker: ServiceWorker) => {
    // ./version.json says which version waits (rules §7); without it the toast says it plainly.
    const waiting = await fetchWebVersion();
    toast.info(waiting ? t('updateVersion', { version: waiting.version }) : t('updateAvailable'), {
      time: 0,
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  };

  const watch = (registration: ServiceWorkerRegistration) => {
    if (registration.waiting && navigator.serviceWorker.controller) void offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state !== 'installed') return;
        if (navigator.serviceWorker.controller) void offerUpdate(worker);
        else toast.success(t('offlineReady'));
      });
    });
  };

  void (async () => {
    if (isLocalHost(window.location.hostname) && (await dropStaleWorkerOnLocalhost())) return;
    if (isCancelled()) return;
    try {
      watch(await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
    } catch {
      // No worker means no offline page; the app itself works as before.
    }
  })();
}
