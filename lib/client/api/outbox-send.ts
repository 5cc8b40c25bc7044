// One raw send of a queued action (lib/client/offline-queue.ts): the status and the error code,
// never a throw, so the queue can tell "refused" from "try again". Check-ins and check-outs carry
// their clientId in the body; every other action sends it as its Idempotency-Key, and a change of
// a versioned record the version it was based on as its If-Match.
import { IDEMPOTENCY_HEADER, isDecided } from '@/lib/domain/idempotency';
import { IF_MATCH_HEADER } from '@/lib/domain/versions';
import { isCheck, type TQueued, type TQueuedAction, type TSendAnswer } from '../offline-queue';
import { pathOf } from '@/lib/domain/endpoint';
import { checkIn, checkOut } from '@/lib/domain/field-work/check-endpoints';
import { apiUrl } from './api-url';

async function post(path: string, init: { headers: Record<string, string>; body: BodyInit }): Promise<TSendAnswer> {
  try {
    const res = await fetch(apiUrl(path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
    });
    // Always read the answer: an unread body keeps the connection (and the browser) waiting.
    const body: unknown = await res.json().catch(() => null);
    // Read by hand, not through the fetcher: this module loads on every page (startOutbox).
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    return {
      status: res.status,
      ...(typeof error?.code === 'string' ? { code: error.code } : {}),
      ...(typeof error?.message === 'string' ? { message: error.message } : {}),
      body,
    };
  } catch {
    return { status: 0 };
  }
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function sendPhoto(item: TQueuedAction): Promise<TSendAnswer> {
  // Loaded only when a photo waits: IndexedDB's wrapper stays out of the screens' first load.
  const { dropPhoto, readPhoto } = await import('../offline/photo-store');
  const photo = await readPhoto(item.clientId).catch(() => null);
  // Its bytes are gone (the browser cleared the site's storage): nothing can be sent.
  if (!photo) return { status: 410, code: 'NOT_FOUND' };
  const form = new FormData();
  form.append('at', item.at);
  form.append('file', photo.blob, photo.name);
  const answer = await post(item.path, { headers: { [IDEMPOTENCY_HEADER]: item.clientId }, body: form });
  if (isDecided(answer.status)) await dropPhoto(item.clientId).catch(() => undefined);
  return answer;
}

export function sendQueued(item: TQueued): Promise<TSendAnswer> {
  if (isCheck(item))
    return post(pathOf(item.kind === 'checkIns' ? checkIn : checkOut, { id: item.crewId }), json(item.body));
  if (item.kind === 'photo') return sendPhoto(item);
  const basedOn: Record<string, string> = item.ifMatch === null ? {} : { [IF_MATCH_HEADER]: item.ifMatch };
  return post(item.path, json(item.body, { [IDEMPOTENCY_HEADER]: item.clientId, ...basedOn }));
}
