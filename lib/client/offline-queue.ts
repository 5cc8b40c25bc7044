// Check-ins and check-outs made without network wait on the device and are sent when the
// network returns, with their original time (issue 4: nothing lost, nothing sent twice).
// Each action carries the device's clientId; the backend records a repeated clientId once,
// so a send that reached the server but whose answer was lost can safely be sent again.
// The queue is plain data in localStorage; every change re-reads it first, so two tabs or a
// flush running beside a new action do not overwrite each other's items.

export const OFFLINE_QUEUE_KEY = 'crewdeck.offlineChecks.v1';

export const CHECK_KINDS = ['checkIns', 'checkOuts'] as const;
export type TCheckKind = (typeof CHECK_KINDS)[number];

export type TQueuedCheck = {
  clientId: string;
  crewId: number;
  kind: TCheckKind;
  body: {
    at: string;
    lat: number;
    lng: number;
    accuracy?: number | null;
    clientId: string;
    assignmentId?: number;
  };
  queuedAt: string;
  attempts: number;
};

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

/** What localStorage offers; injected so tests need no browser. */
export type TQueueStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void };

export function readQueue(storage: TQueueStorage): TQueuedCheck[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(OFFLINE_QUEUE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  // A damaged entry is dropped alone; the others are still sent.
  return raw.flatMap((item) => {
    const parsed = parseQueuedCheck(item);
    return parsed ? [parsed] : [];
  });
}

function writeQueue(storage: TQueueStorage, queue: readonly TQueuedCheck[]): void {
  storage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify(queue));
}

/** Adds the action unless one with the same clientId is already waiting. */
export function addToQueue(queue: readonly TQueuedCheck[], item: TQueuedCheck): TQueuedCheck[] {
  return queue.some((q) => q.clientId === item.clientId) ? [...queue] : [...queue, item];
}

/** Oldest action first: a check-out must never reach the server before its check-in. */
export function flushOrder(queue: readonly TQueuedCheck[]): TQueuedCheck[] {
  return [...queue].sort((a, b) => a.body.at.localeCompare(b.body.at) || a.queuedAt.localeCompare(b.queuedAt));
}

export function enqueue(storage: TQueueStorage, item: TQueuedCheck): TQueuedCheck[] {
  const next = addToQueue(readQueue(storage), item);
  writeQueue(storage, next);
  return next;
}

export function removeFromQueue(storage: TQueueStorage, clientId: string): TQueuedCheck[] {
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

export const queuedFor = (queue: readonly TQueuedCheck[], crewId: number) => queue.filter((q) => q.crewId === crewId);

/** The answer to one send: a status (0 = no answer at all), and the error code and message if any. */
export type TSendAnswer = { status: number; code?: string; message?: string };
export type TOutcome = 'done' | 'rejected' | 'retry';

/**
 * 2xx: recorded (or recorded before, under the same clientId). Other 4xx: the server said no
 * for good (already checked in, day signed off…): the user is told and the item leaves the
 * queue. No answer, 5xx, 408 and 429: the server did not decide; keep it and try again later.
 * 401 too: the session ran out while offline, and the action is sent after the next login.
 */
const UNDECIDED_4XX: ReadonlySet<number> = new Set([401, 408, 429]);

export function outcomeOf(status: number): TOutcome {
  if (status >= 200 && status < 300) return 'done';
  if (status >= 400 && status < 500 && !UNDECIDED_4XX.has(status)) return 'rejected';
  return 'retry';
}

export type TFlushResult = {
  sent: TQueuedCheck[];
  rejected: Array<{ item: TQueuedCheck; answer: TSendAnswer }>;
  remaining: TQueuedCheck[];
};

/**
 * Sends the waiting actions one by one, oldest first. It stops at the first one the server did
 * not decide on, so the later ones (a check-out after that check-in) keep their order.
 */
export async function flushQueue(
  storage: TQueueStorage,
  send: (item: TQueuedCheck) => Promise<TSendAnswer>,
): Promise<TFlushResult> {
  const result: TFlushResult = { sent: [], rejected: [], remaining: [] };
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
      break;
    }
    removeFromQueue(storage, item.clientId);
    if (outcome === 'done') result.sent.push(item);
    else result.rejected.push({ item, answer });
  }
  result.remaining = flushOrder(readQueue(storage));
  return result;
}

/** Retry delay after `attempts` failed sends: 5 s, doubling, at most 2 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(120_000, 5_000 * 2 ** Math.max(0, Math.min(attempts, 10)));
