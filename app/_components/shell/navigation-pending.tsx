'use client';
// While a menu link's page is on its way, the shell shows the loader above the current page.
// Pages have no route-level loading state: a Suspense fallback there made React 19.2 hold the
// page's content back for 300 ms after the loader was painted (its batched reveals), which
// delayed every such page's first meaningful paint. A link reports its pending navigation
// (next/link's useLinkStatus) to this module; the shell shows one loader for all of them.
import { useLinkStatus } from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { Loader } from '../loader';

let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Put inside a next/link: counts its navigation as pending while next/link says it is. */
export function LinkPending() {
  const { pending: linkPending } = useLinkStatus();
  useEffect(() => {
    if (!linkPending) return;
    pending += 1;
    notify();
    return () => {
      pending -= 1;
      notify();
    };
  }, [linkPending]);
  return null;
}

/** The loader over the page while a reported navigation is pending; it fades in after a short
 *  delay, so a page that comes at once shows none. */
export function NavigationPending() {
  const busy = useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
  if (!busy) return null;
  return (
    <div
      data-testid="navigation-pending"
      className="navigation-pending pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center"
    >
      <div className="rounded-full bg-app px-3 shadow-box">
        <Loader className="h-10 w-10" frameClassName="py-2" />
      </div>
    </div>
  );
}
