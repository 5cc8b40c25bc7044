import 'server-only';
// The map service of the logged-in person's profile; project logins have no person: google.
import { getRequestSession } from '@/lib/i18n/request-context';
import { mapServiceOf, type TMapService } from '../locations/_lib/map-link';
import { load } from '@/lib/bff/load';
import { ZPersonMapService } from './schemas';

export async function sessionMapService(): Promise<TMapService> {
  const session = await getRequestSession();
  const personId = session?.type === 'user' ? session.user.personId : null;
  if (personId === null) return 'google';
  const person = await load(`/persons/${personId}`, ZPersonMapService);
  return mapServiceOf(person.ok ? person.data.mapService : null);
}
