'use client';
// The offline queue in the page: the waiting actions as state, a send now or into the queue, a
// flush of the queue, and the actions the server refused, until the user dismisses them. What
// sends the queue by itself lives in offline/outbox-runner.ts, outside every screen's first load.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  dismissRefused,
  enqueue,
  flushQueue,
  OFFLINE_QUEUE_KEY,
  outcomeOf,
  readQueue,
  readRefused,
  REFUSED_KEY,
  type TFlushResult,
  type TQueued,
  type TRefused,
  type TSendAnswer,
} from './offline-queue';
import { sendQueued } from './api/outbox-send';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => (e.key === OFFLINE_QUEUE_KEY || e.key === REFUSED_KEY) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server's list, and the browser's whenever nothing is stored. */
const EMPTY: never[] = [];

/**
 * A list parsed once per stored text, so React sees the same array until it changes. An empty
 * one is the server's own: React renders a hydrated component again when its store's snapshot
 * differs from the server's, and every screen with the outbox (the jobs list, the crew page's
 * panels) rendered twice on each first load for an empty list that was another array.
 */
function snapshotOf<T>(key: string, read: (s: Storage) => T[]) {
  let last: { raw: string | null; list: T[] } = { raw: null, list: EMPTY };
  return (): T[] => {
    const raw = window.localStorage.getItem(key);
    if (raw !== last.raw) {
      const list = read(window.localStorage);
      last = { raw, list: list.length ? list : EMPTY };
    }
    return last.list;
  };
}
const currentQueue = snapshotOf(OFFLINE_QUEUE_KEY, readQueue);
const currentRefused = snapshotOf(REFUSED_KEY, readRefused);

const flushed = new Set<(result: TFlushResult) => void>();
// One flush at a time in this tab: the online event, the timer and page load may fire together.
let running: Promise<TFlushResult> | null = null;

export function flushOutbox(): Promise<TFlushResult | null> {
  if (!navigator.onLine || readQueue(window.localStorage).length === 0) return Promise.resolve(null);
  running ??= flushQueue(window.localStorage, sendQueued)
    .then((result) => {
      if (result.sent.length || result.rejected.length) flushed.forEach((f) => f(result));
      return result;
    })
    .finally(() => {
      running = null;
      notify();
    });
  return running;
}

export function queueAction(item: TQueued): void {
  enqueue(window.localStorage, item);
  notify();
}

/** Hears every change of the queue in this tab and in others (the runner, outbox-runner.ts). */
export const watchQueue = subscribe;

/**
 * Sends an action now, or keeps it for later when there is no network or no decision (the same
 * clientId goes again). A refusal is returned for the screen that sent it to show.
 */
export type TSendOutcome =
  { state: 'queued' } | { state: 'sent'; data: unknown } | { state: 'refused'; answer: TSendAnswer };

export async function sendOrQueue(item: TQueued): Promise<TSendOutcome> {
  if (!navigator.onLine) {
    queueAction(item);
    return { state: 'queued' };
  }
  const answer = await sendQueued(item);
  const outcome = outcomeOf(answer.status);
  if (outcome === 'retry') {
    queueAction(item);
    return { state: 'queued' };
  }
  if (outcome === 'rejected') return { state: 'refused', answer };
  return { state: 'sent', data: (answer.body as { data?: unknown } | null)?.data };
}

export function dismiss(clientId: string): void {
  dismissRefused(window.localStorage, clientId);
  notify();
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (l) => {
      window.addEventListener('online', l);
      window.addEventListener('offline', l);
      return () => {
        window.removeEventListener('online', l);
        window.removeEventListener('offline', l);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** The waiting actions; `onFlushed` hears of every flush that sent or refused something. */
export function useOutbox(onFlushed?: (result: TFlushResult) => void) {
  const queue = useSyncExternalStore(subscribe, currentQueue, () => EMPTY as TQueued[]);
  const online = useOnline();
  // The newest callback, for flushes started anywhere in the page.
  const report = useRef(onFlushed);
  useEffect(() => {
    report.current = onFlushed;
  });
  useEffect(() => {
    const hear = (result: TFlushResult) => report.current?.(result);
    flushed.add(hear);
    return () => void flushed.delete(hear);
  }, []);
  return { queue, online };
}

/** The refused actions, until dismissed. */
export const useRefused = (): TRefused[] => useSyncExternalStore(subscribe, currentRefused, () => EMPTY as TRefused[]);
