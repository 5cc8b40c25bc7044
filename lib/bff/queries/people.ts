import 'server-only';
// Server reads of persons for pages (lib/domain/people).
import { cache } from 'react';
import { mapServiceOf, type TMapService } from '@/lib/domain/catalog/map-link';
import { personPaths, ZPerson } from '@/lib/domain/people';
import { getRequestSession } from '@/lib/bff/render-context';
import { load } from '../load';

export const getPerson = cache((id: number) => load(personPaths.person(id), ZPerson));

/** The map service of the logged-in person's profile; sessions without a person get google. */
export async function getSessionMapService(): Promise<TMapService> {
  const session = await getRequestSession();
  const personId = session?.type === 'user' ? session.user.personId : null;
  if (personId === null) return 'google';
  const person = await getPerson(personId);
  return mapServiceOf(person.ok ? person.data.mapService : null);
}
