import 'server-only';
// Server reads of persons for pages (lib/domain/people).
import { cache } from 'react';
import { mapServiceOf, type TMapService } from '@/lib/domain/catalog/map-link';
import * as persons from '@/lib/domain/people/operations/persons';
import { getRequestSession } from '@/lib/bff/render-context';
import { loadOperation } from '../load';

export const getPerson = cache((id: number) => loadOperation(persons.getPerson, { id }));

/** The map service of the logged-in person's profile; sessions without a person get google. */
export async function getSessionMapService(): Promise<TMapService> {
  const session = await getRequestSession();
  const personId = session?.type === 'user' ? session.user.personId : null;
  if (personId === null) return 'google';
  const person = await getPerson(personId);
  return mapServiceOf(person.ok ? person.data.mapService : null);
}
