// Logout (rules §2, §9): end the session, forget this user's local data except uiSettings (the
// days kept for work without network included), then go to the root path with a full reload.
import { clearRuntimeCaches } from './offline/runtime-caches';

export const KEPT_LOCAL_STORAGE_KEYS: readonly string[] = ['uiSettings'];

type TStorageLike = Pick<Storage, 'length' | 'key' | 'removeItem'>;

export function clearLocalData(storage: TStorageLike, keep: readonly string[] = KEPT_LOCAL_STORAGE_KEYS): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !keep.includes(key)) keys.push(key);
  }
  keys.forEach((k) => storage.removeItem(k));
}

export async function logout(): Promise<void> {
  try {
    await fetch('/api/session', { method: 'DELETE', credentials: 'same-origin' });
  } catch {
    // Offline: the cookie stays until it expires, but this device forgets the user right away.
  }
  await forgetLocally();
}

/** What logging out does on this device, whatever the server said: used by both kinds of logout. */
export async function forgetLocally(): Promise<void> {
  clearLocalData(window.localStorage);
  window.sessionStorage.clear();
  await clearRuntimeCaches().catch(() => undefined);
  // The days kept for offline work (IndexedDB); its code loads on this click only.
  await import('./offline/day-store').then((m) => m.forgetDays()).catch(() => undefined);
  window.location.assign('/');
}
