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
    import('./sw-registration')
      .then(({ registerWorker }) => {
        if (!cancelled) registerWorker(t, () => cancelled);
      })
      // Its chunk did not come (the network went away): no worker this time, the app works as before.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [t]);

  return null;
}
