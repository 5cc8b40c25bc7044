'use client';
// Registers the service worker once the page is up: the registration and its toasts
// (sw-registration.ts) load then, so they are in no route's first load.
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

export function SwRegistrar() {
  const t = useTranslations('Pwa');

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    // In a task of its own: started from the effect, webpack's loading of the chunk (a script
    // element and its insertion) ran inside the task that ends hydration, about 50 ms of it at a
    // phone's speed (profile:screens), on every page.
    const start = setTimeout(() =>
      import('./sw-registration')
        .then(({ registerWorker }) => {
          if (!cancelled) registerWorker(t, () => cancelled);
        })
        // Its chunk did not come (the network went away): no worker this time, the app works as before.
        .catch(() => undefined),
    );
    return () => {
      cancelled = true;
      clearTimeout(start);
    };
  }, [t]);

  return null;
}
