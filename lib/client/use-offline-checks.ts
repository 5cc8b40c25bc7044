'use client';
// The offline queue in React: the waiting actions as state, and the sends — on page load, when
// the browser says it is online again, and on a retry timer while something still waits.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  enqueue,
  flushQueue,
  OFFLINE_QUEUE_KEY,
  readQueue,
  retryDelayMs,
  type TFlushResult,
  type TQueuedCheck,
} from './offline-queue';
import { sendCheck } from './api/field-work';

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; queue: TQueuedCheck[] } = { raw: null, queue: [] };
const EMPTY: TQueuedCheck[] = [];

function currentQueue(): TQueuedCheck[] {
  const raw = window.localStorage.getItem(OFFLINE_QUEUE_KEY);
  if (raw !== snapshot.raw) snapshot = { raw, queue: readQueue(window.localStorage) };
  return snapshot.queue;
}

const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === OFFLINE_QUEUE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// One flush at a time in this tab: the online event, the timer and page load may fire together.
let running: Promise<TFlushResult> | null = null;

function flushOnce(): Promise<TFlushResult> {
  running ??= flushQueue(window.localStorage, (item) => sendCheck(item.crewId, item.kind, item.body)).finally(() => {
    running = null;
    notify();
  });
  return running;
}

export function queueCheck(item: TQueuedCheck): void {
  enqueue(window.localStorage, item);
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

/** The waiting actions, and a flush that reports what was sent or refused. */
export function useOfflineChecks(onFlushed: (result: TFlushResult) => void) {
  const queue = useSyncExternalStore(subscribe, currentQueue, () => EMPTY);
  const online = useOnline();
  // The newest callback, for flushes started by the timer or the online event.
  const report = useRef(onFlushed);
  useEffect(() => {
    report.current = onFlushed;
  });

  const flush = useCallback(async () => {
    if (!navigator.onLine || readQueue(window.localStorage).length === 0) return;
    const result = await flushOnce();
    if (result.sent.length || result.rejected.length) report.current(result);
  }, []);

  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  const waiting = queue.length;
  const attempts = queue.reduce((max, q) => Math.max(max, q.attempts), 0);
  useEffect(() => {
    if (!waiting || !online) return;
    const timer = window.setTimeout(() => void flush(), retryDelayMs(attempts));
    return () => window.clearTimeout(timer);
  }, [waiting, attempts, online, flush]);

  return { queue, online, flush };
}
