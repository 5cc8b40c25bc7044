// This browser's Web Push subscription (rules §7 setPushNotificationSubscription): made through
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

/** How long a worker that is registered but still installing is waited for. */
const INSTALL_WAIT_MS = 120_000;

const after = (ms: number) => new Promise<null>((resolve) => setTimeout(resolve, ms, null));

/**
 * The worker's active registration. None within a few seconds and none registered at all means no
 * worker (development mode, a blocked worker). One that is registered but still installing (the
 * first visit precaches the whole app, which takes a while on a slow phone) is waited for.
 */
async function registration(timeoutMs = 8000): Promise<ServiceWorkerRegistration> {
  const soon = await Promise.race([navigator.serviceWorker.ready, after(timeoutMs)]);
  if (soon) return soon;
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error('No service worker is running');
  const installed = await Promise.race([navigator.serviceWorker.ready, after(INSTALL_WAIT_MS)]);
  if (!installed) throw new Error('The service worker did not finish installing');
  return installed;
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
  // Any registration has its push manager, an installing one too: no need to wait for it.
  const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
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
