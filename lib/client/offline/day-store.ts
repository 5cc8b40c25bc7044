// The crew member's own days on this device (issue 27): the last /offlineDay answer, kept in
// IndexedDB through idb (a thin, well-kept wrapper over the browser's own API) so that the
// screens of the day open without network, and the photos waiting in the offline queue. One
// day per device: it belongs to whoever is logged in, and logging out, a refused session or
// another user's login deletes the database.
import { openDB, deleteDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TOfflineDay } from '@/lib/domain/self-service/offline-day';

export const OFFLINE_DB = 'crewdeck-offline';
const VERSION = 2;

/**
 * What is kept: the answer, whose it is (the person; each tenant has its own origin, so its own
 * database), and the language of the pages it was read on, which the offline pages speak.
 */
export type TStoredDay = { owner: number; locale: string; day: TOfflineDay };

/** A photo taken offline, waiting in the queue under the action's clientId (photo-store.ts). */
export type TStoredPhoto = { blob: Blob; name: string };

interface TOfflineSchema extends DBSchema {
  days: { key: 'mine'; value: TStoredDay };
  photos: { key: string; value: TStoredPhoto };
}

let opening: Promise<IDBPDatabase<TOfflineSchema>> | null = null;

export function offlineDatabase(): Promise<IDBPDatabase<TOfflineSchema>> {
  opening ??= openDB<TOfflineSchema>(OFFLINE_DB, VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('days');
      if (oldVersion < 2) db.createObjectStore('photos');
    },
    // Another tab deletes the database (a logout): let it, and open afresh next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
  }).catch((err: unknown) => {
    opening = null;
    throw err;
  });
  return opening;
}

export async function saveDay(stored: TStoredDay): Promise<void> {
  await (await offlineDatabase()).put('days', stored, 'mine');
}

/** The kept day, if there is one. */
export async function readDay(): Promise<TStoredDay | null> {
  return (await (await offlineDatabase()).get('days', 'mine')) ?? null;
}

/** Deletes everything kept on this device: on logout, on a 401, before another user's login. */
export async function forgetDays(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  await deleteDB(OFFLINE_DB, {
    // A tab that still has it open is asked to close it (`blocking` above); the deletion waits.
    blocked() {},
  });
}
