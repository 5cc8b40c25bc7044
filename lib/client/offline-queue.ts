// What a user does in the field without network waits on the device and is sent when the
// network returns, with its original time: check-ins and check-outs (anyone's, for a crew
// chief), proposed hours and the sign-off, releasing and signing a crew document, security
// checks, photos, and answers to job requests. Nothing is lost, nothing sent twice: each action
// carries the device's clientId (a check's own field; the Idempotency-Key header of the others),
// and the backend records a repeated one once, so a send whose answer was lost can safely be
// sent again. The queue is plain data in localStorage (a photo's bytes wait in IndexedDB,
// lib/client/offline/photo-store.ts); every change re-reads it first, so two tabs or a flush
// running beside a new action do not overwrite each other's items. An action the server
// refuses moves to a list of its own, shown with the server's reason until the user dismisses it.

import { isDecided } from '../domain/idempotency';
import { clock } from '../domain/clock';
import { etagOf } from '../domain/versions';
import {
  ACTION_KINDS,
  CHECK_KINDS,
  isCheck,
  timeOf,
  type TActionKind,
  type TCheckKind,
  type TQueued,
  type TQueuedAction,
  type TQueuedCheck,
} from './queued-action';

export const OFFLINE_QUEUE_KEY = 'crewdeck.offlineChecks.v1';
export const REFUSED_KEY = 'crewdeck.offlineRefused.v1';
/** Whose the queue is (lib/auth/kept-day.ts deviceOwner). */
export const QUEUE_OWNER_KEY = 'crewdeck.offlineOwner.v1';

export * from './queued-action';

/** Actions whose record keeps no time of its own: their `at` orders the queue only. */
const UNDATED: readonly TActionKind[] = ['photo', 'proposedHours'];

/**
 * A new action, done now: `body` gets its time as `at` (a photo sends it as a form field), and
 * `clientId` is its Idempotency-Key. `basedOn`: the version of the record the user saw, for a
 * change of a versioned record (lib/domain/versions.ts): sent later, it is refused if someone
 * changed the record meanwhile.
 */
export function newAction(
  kind: TActionKind,
  path: string,
  body: Record<string, unknown>,
  where: { crewId?: number; date?: string; jobId?: number },
  basedOn?: number,
): TQueuedAction {
  const at = clock.now().toISOString();
  return {
    clientId: crypto.randomUUID(),
    kind,
    path,
    body: UNDATED.includes(kind) ? body : { ...body, at },
    at,
    crewId: where.crewId ?? null,
    date: where.date ?? null,
    jobId: where.jobId ?? null,
    ifMatch: basedOn === undefined ? null : etagOf(basedOn),
    queuedAt: at,
    attempts: 0,
  };
}

// What the device stored is checked by hand, not with zod: zod's core would be the largest part
// of the check-in pages' first load (about 25 kB), for one small shape.
type TRecord = Record<string, unknown>;
const isRecord = (v: unknown): v is TRecord => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown, min: number): v is number => Number.isSafeInteger(v) && (v as number) >= min;
const isString = (v: unknown): v is string => typeof v === 'string';

function parseBody(b: unknown): TQueuedCheck['body'] | null {
  if (!isRecord(b) || !isString(b.at) || !isNumber(b.lat) || !isNumber(b.lng) || !isString(b.clientId)) return null;
  if (b.accuracy !== undefined && b.accuracy !== null && !isNumber(b.accuracy)) return null;
  if (b.assignmentId !== undefined && !isInt(b.assignmentId, 1)) return null;
  return {
    at: b.at,
    lat: b.lat,
    lng: b.lng,
    ...(b.accuracy !== undefined ? { accuracy: b.accuracy } : {}),
    clientId: b.clientId,
    ...(b.assignmentId !== undefined ? { assignmentId: b.assignmentId } : {}),
  };
}

/** A stored item as a queued check with only its known fields, or null when it is damaged. */
export function parseQueuedCheck(v: unknown): TQueuedCheck | null {
  if (!isRecord(v) || !isString(v.clientId) || v.clientId.length === 0 || !isInt(v.crewId, 1)) return null;
  if (!CHECK_KINDS.includes(v.kind as TCheckKind) || !isString(v.queuedAt) || !isInt(v.attempts, 0)) return null;
  const body = parseBody(v.body);
  if (!body) return null;
  return {
    clientId: v.clientId,
    crewId: v.crewId,
    kind: v.kind as TCheckKind,
    body,
    queuedAt: v.queuedAt,
    attempts: v.attempts,
  };
}

const isIntOrNull = (v: unknown): v is number | null => v === null || isInt(v, 1);

/** A stored action other than a check, or null when it is damaged. */
export function parseQueuedAction(v: unknown): TQueuedAction | null {
  if (!isRecord(v) || !isString(v.clientId) || v.clientId.length === 0) return null;
  if (!ACTION_KINDS.includes(v.kind as TActionKind) || !isString(v.path) || !v.path.startsWith('/')) return null;
  if (!isRecord(v.body) || !isString(v.at) || !isString(v.queuedAt) || !isInt(v.attempts, 0)) return null;
  if (!isIntOrNull(v.crewId) || !isIntOrNull(v.jobId) || !(v.date === null || isString(v.date))) return null;
  return {
    clientId: v.clientId,
    kind: v.kind as TActionKind,
    path: v.path,
    body: v.body,
    at: v.at,
    crewId: v.crewId,
    date: v.date,
    jobId: v.jobId,
    // None: the action changes no versioned record (or was kept before versions were).
    ifMatch: isString(v.ifMatch) ? v.ifMatch : null,
    queuedAt: v.queuedAt,
    attempts: v.attempts,
  };
}

export const parseQueued = (v: unknown): TQueued | null =>
  isRecord(v) && CHECK_KINDS.includes(v.kind as TCheckKind) ? parseQueuedCheck(v) : parseQueuedAction(v);

/** What localStorage offers; injected so tests need no browser. */
export type TQueueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

function readList<T>(storage: TQueueStorage, key: string, parse: (v: unknown) => T | null): T[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  // A damaged entry is dropped alone; the others are still sent.
  return raw.flatMap((item) => {
    const parsed = parse(item);
    return parsed ? [parsed] : [];
  });
}

export const readQueue = (storage: TQueueStorage): TQueued[] => readList(storage, OFFLINE_QUEUE_KEY, parseQueued);

function writeQueue(storage: TQueueStorage, queue: readonly TQueued[]): void {
  storage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify(queue));
}

/** Adds the action unless one with the same clientId is already waiting. */
export function addToQueue(queue: readonly TQueued[], item: TQueued): TQueued[] {
  return queue.some((q) => q.clientId === item.clientId) ? [...queue] : [...queue, item];
}

/** Oldest action first: a check-out must never reach the server before its check-in. */
export function flushOrder(queue: readonly TQueued[]): TQueued[] {
  return [...queue].sort((a, b) => timeOf(a).localeCompare(timeOf(b)) || a.queuedAt.localeCompare(b.queuedAt));
}

export function enqueue(storage: TQueueStorage, item: TQueued): TQueued[] {
  const next = addToQueue(readQueue(storage), item);
  writeQueue(storage, next);
  return next;
}

export function removeFromQueue(storage: TQueueStorage, clientId: string): TQueued[] {
  const next = readQueue(storage).filter((q) => q.clientId !== clientId);
  writeQueue(storage, next);
  return next;
}

function countAttempt(storage: TQueueStorage, clientId: string): void {
  writeQueue(
    storage,
    readQueue(storage).map((q) => (q.clientId === clientId ? { ...q, attempts: q.attempts + 1 } : q)),
  );
}

export const queuedFor = (queue: readonly TQueued[], crewId: number) => queue.filter((q) => q.crewId === crewId);
/** The waiting check-ins and check-outs of a crew. */
export const checksFor = (queue: readonly TQueued[], crewId: number) =>
  queue.filter((q): q is TQueuedCheck => isCheck(q) && q.crewId === crewId);

/**
 * The answer to one send: a status (0 = no answer at all), the error code and message if any;
 * for the screen that sent it, the whole answer (never stored).
 */
export type TSendAnswer = { status: number; code?: string; message?: string; body?: unknown };
export type TOutcome = 'done' | 'rejected' | 'retry';

/**
 * 2xx: recorded (or recorded before, under the same clientId). Other 4xx: the server said no
 * for good (already checked in, day signed off…): the user is told and the item leaves the
 * queue. Anything that decides nothing (no answer, 5xx, 401, 408, 429) keeps it for a later try;
 * after a 401 it is sent after the next login.
 */
export function outcomeOf(status: number): TOutcome {
  if (!isDecided(status)) return 'retry';
  return status < 300 ? 'done' : 'rejected';
}

export type TRefused = { item: TQueued; answer: TSendAnswer };
/** `stoppedBy`: the status of the answer that decided nothing and stopped the flush (0: no answer). */
export type TFlushResult = { sent: TQueued[]; rejected: TRefused[]; remaining: TQueued[]; stoppedBy: number | null };

function parseRefused(v: unknown): TRefused | null {
  if (!isRecord(v) || !isRecord(v.answer) || !isInt(v.answer.status, 0)) return null;
  const item = parseQueued(v.item);
  if (!item) return null;
  const { status, code, message } = v.answer;
  return {
    item,
    answer: { status, ...(isString(code) ? { code } : {}), ...(isString(message) ? { message } : {}) },
  };
}

/** The actions the server refused, until the user has seen why and dismissed them. */
export const readRefused = (storage: TQueueStorage): TRefused[] => readList(storage, REFUSED_KEY, parseRefused);

export function keepRefused(storage: TQueueStorage, refused: readonly TRefused[]): void {
  if (!refused.length) return;
  const known = readRefused(storage);
  const fresh = refused
    .filter((r) => !known.some((k) => k.item.clientId === r.item.clientId))
    .map(({ item, answer: { status, code, message } }) => ({ item, answer: { status, code, message } }));
  storage.setItem(REFUSED_KEY, JSON.stringify([...known, ...fresh]));
}

export function dismissRefused(storage: TQueueStorage, clientId: string): void {
  storage.setItem(REFUSED_KEY, JSON.stringify(readRefused(storage).filter((r) => r.item.clientId !== clientId)));
}

/**
 * Sends the waiting actions one by one, oldest first. It stops at the first one the server did
 * not decide on, so the later ones (a check-out after that check-in) keep their order.
 */
export async function flushQueue(
  storage: TQueueStorage,
  send: (item: TQueued) => Promise<TSendAnswer>,
): Promise<TFlushResult> {
  const result: TFlushResult = { sent: [], rejected: [], remaining: [], stoppedBy: null };
  for (const item of flushOrder(readQueue(storage))) {
    let answer: TSendAnswer;
    try {
      answer = await send(item);
    } catch {
      answer = { status: 0 };
    }
    const outcome = outcomeOf(answer.status);
    if (outcome === 'retry') {
      countAttempt(storage, item.clientId);
      result.stoppedBy = answer.status;
      break;
    }
    if (outcome === 'done') result.sent.push(item);
    else {
      result.rejected.push({ item, answer });
      // Kept before it leaves the queue: a closed tab in between loses nothing.
      keepRefused(storage, [{ item, answer }]);
    }
    removeFromQueue(storage, item.clientId);
  }
  result.remaining = flushOrder(readQueue(storage));
  return result;
}

/** Retry delay after `attempts` failed sends: 5 s, doubling, at most 2 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(120_000, 5_000 * 2 ** Math.max(0, Math.min(attempts, 10)));

/**
 * What a page drawn for `owner` may do with the queue (lib/auth/kept-day.ts):
 * - 'send': the queue is this owner's (another owner's waiting and refused actions were deleted
 *   first: the phone changed hands, the second user sees nothing of the first);
 * - 'hold': nobody is logged in (the session ran out): nothing is sent and the waiting actions
 *   stay for their owner's next login; the refused list, which was shown already, goes.
 * Returns whether another owner's things were deleted, for the caller to delete their photos.
 */
export function claimQueue(storage: TQueueStorage, owner: string | null): { mode: 'send' | 'hold'; dropped: boolean } {
  if (owner === null) {
    storage.removeItem(REFUSED_KEY);
    return { mode: 'hold', dropped: false };
  }
  const current = storage.getItem(QUEUE_OWNER_KEY);
  // A queue without an owner was made before owners were kept: it can only be the last user's.
  const dropped = current !== null && current !== owner;
  if (dropped) {
    storage.removeItem(OFFLINE_QUEUE_KEY);
    storage.removeItem(REFUSED_KEY);
  }
  if (current !== owner) storage.setItem(QUEUE_OWNER_KEY, owner);
  return { mode: 'send', dropped };
}
