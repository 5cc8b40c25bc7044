// The bytes of a photo taken without network: too large for localStorage, so they wait
// in IndexedDB under the queued action's clientId until the upload is sent, and go with the
// rest of the device's data at logout (day-store.ts forgetDays).
import { offlineDatabase, type TStoredPhoto } from './day-store';

export async function keepPhoto(clientId: string, photo: TStoredPhoto): Promise<void> {
  await (await offlineDatabase()).put('photos', photo, clientId);
}

export async function readPhoto(clientId: string): Promise<TStoredPhoto | null> {
  return (await (await offlineDatabase()).get('photos', clientId)) ?? null;
}

export async function dropPhoto(clientId: string): Promise<void> {
  await (await offlineDatabase()).delete('photos', clientId);
}
