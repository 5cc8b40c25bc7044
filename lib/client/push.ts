// This browser's Web Push subscription (SPEC §7 setPushNotificationSubscription): made through
// the service worker's push manager with the server's VAPID key, and handed to the backend.
// The notification permission is asked for only when the user turns push on.

/** Whether this browser can receive push messages at all (a worker, a push manager, notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

/** The worker's registration; none within a few seconds means no worker (development mode, a blocked worker). */
async function registration(timeoutMs = 8000): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('No service worker is running')), timeoutMs),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** base64url (as VAPID keys travel) → the bytes the push manager wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await registration(3000).catch(() => null);
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** Subscribes with the server's key; a subscription made with another key is replaced. */
export async function subscribePush(publicKey: string): Promise<PushSubscriptionJSON> {
  const reg = await registration();
  const key = base64UrlToBytes(publicKey);
  const existing = await reg.pushManager.getSubscription();
  const sameKey =
    existing?.options.applicationServerKey &&
    new Uint8Array(existing.options.applicationServerKey).join() === key.join();
  if (existing && !sameKey) await existing.unsubscribe();
  const sub =
    sameKey && existing
      ? existing
      : await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return sub.toJSON();
}

/** Ends this browser's subscription; resolves to its endpoint (for the backend), or null if there was none. */
export async function unsubscribePush(): Promise<string | null> {
  const sub = await currentPushSubscription();
  if (!sub) return null;
  const endpoint = sub.endpoint;
  await sub.unsubscribe();
  return endpoint;
}
