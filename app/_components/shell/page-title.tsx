'use client';
// Pages whose title comes from their data (rules §2: /crews/{id}, /plus-crews/{number}) render
// <ShellTitle title=… /> and the top bar shows it instead of the route's title. The tab title
// comes from the same page's generateMetadata, which has the data on the server.
import { useEffect, useSyncExternalStore } from 'react';

let override: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const set = (value: string | null) => {
  override = value;
  listeners.forEach((l) => l());
};

export function useTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => override,
    () => null,
  );
}

export function ShellTitle({ title }: { title: string }) {
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title]);
  return null;
}
