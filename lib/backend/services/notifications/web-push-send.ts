// One Web Push request: the `web-push` package encrypts the payload (RFC 8291, aes128gcm) and
// signs the VAPID header (RFC 8292); we send it with fetch, so the answer's status decides
// what happens to the subscription (web-push's own sender speaks https only).
import webpush from 'web-push';
import type { TPushConfig } from '../../env';
import { isAllowedPushEndpoint } from './push-endpoints';

export type TPushTarget = { endpoint: string; p256dh: string; auth: string };
export type TPushOutcome = 'sent' | 'gone' | 'refused';

/** Seconds a push service keeps an undelivered message. */
export const DEFAULT_TTL = 24 * 3600;

export class PushRetryError extends Error {}

export async function sendWebPush(
  config: TPushConfig,
  target: TPushTarget,
  payload: string,
  opts: { ttl?: number; urgency?: 'normal' | 'high' } = {},
): Promise<TPushOutcome> {
  if (!isAllowedPushEndpoint(target.endpoint, config.extraHosts)) return 'refused';
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: config.vapid,
      TTL: Math.max(0, Math.round(opts.ttl ?? DEFAULT_TTL)),
      urgency: opts.urgency ?? 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  let res: Response;
  try {
    res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new PushRetryError(`push service unreachable: ${err instanceof Error ? err.message : err}`);
  }
  await res.body?.cancel().catch(() => undefined);
  if (res.ok) return 'sent';
  // RFC 8030 §7.3: the subscription has expired or never existed; it will never work again.
  if (res.status === 404 || res.status === 410) return 'gone';
  if (res.status === 429 || res.status >= 500) throw new PushRetryError(`push service answered ${res.status}`);
  return 'refused';
}
