'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true once the component runs in the browser.
 * Buttons before that would do nothing; `data-ready` marks let browser tests wait for it. A
 * screen's outer box takes `ReadyBox` instead, which does not render the screen twice.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
