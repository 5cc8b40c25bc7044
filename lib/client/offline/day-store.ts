// The crew member's own days on this device: the last /offlineDay answer, kept in
// IndexedDB through idb (a thin, well-kept wrapper over the browser's own API) so that the
// screens of the day open without network, and the photos waiting in the offline queue. One
// day per device: it belongs to whoever is logged in; a refused session deletes it, logging out
// or another owner's login the whole database (lib/auth/kept-day.ts says whose what is).
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

/** The kept day, if there is one; where none was ever kept, no database is made by asking. */
export async function readDay(): Promise<TStoredDay | null> {
  if (!(await databaseExists())) return null;
  return (await (await offlineDatabase()).get('days', 'mine')) ?? null;
}

/**
 * Deletes the kept day only: the server no longer knows the session (a 401, a page for nobody),
 * or the user keeps none. Photos waiting in the queue stay for their owner's next login
 * (lib/auth/kept-day.ts). Opens nothing where no database was ever made (a planner's phone).
 */
export async function forgetDay(): Promise<void> {
  if (!(await databaseExists())) return;
  await (await offlineDatabase()).clear('days');
}

async function databaseExists(): Promise<boolean> {
  // Where the browser cannot list its databases, open it: an empty one costs nothing.
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((d) => d.name === OFFLINE_DB);
}

/** Deletes everything kept on this device: on logout, and before another owner's things are kept. */
export async function forgetDays(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  await deleteDB(OFFLINE_DB, {
    // A tab that still has it open is asked to close it (`blocking` above); the deletion waits.
    blocked() {},
  });
}
