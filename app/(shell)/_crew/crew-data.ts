import 'server-only';
// One crew as the /crews/{id} pages need it, read once per request (page and metadata share
// it), with the caller's roles worked out the way the backend does (it checks them again).
import { cache } from 'react';
import { z } from 'zod';
import { getTimeZone } from 'next-intl/server';
import { isClient, isPlanner } from '@/lib/auth/rights';
import { ZCrewItem, ZProjectCrew, type TCrewItem, type TProjectCrew } from '@/lib/domain/planning';
import { utcToZonedDate } from '@/lib/domain/time-zone';
import { getRequestSession } from '@/lib/i18n/request-context';
import { load } from '@/lib/bff/load';

export const loadCrew = cache((id: number) => load(`/projectCrews/${id}`, ZProjectCrew));
export const loadCrewItems = cache((id: number) => load(`/projectCrews/${id}/items`, z.array(ZCrewItem)));

export type TCrewRoles = {
  chief: boolean;
  planner: boolean;
  client: boolean;
  member: boolean;
  projectSession: boolean;
  personId: number | null;
};

export function isMemberOf(items: readonly TCrewItem[], personId: number | null): boolean {
  if (personId === null) return false;
  return items.some((it) =>
    it.positions.some((p) => p.assignment?.person.id === personId && p.assignment.status !== 'cancelled'),
  );
}

export async function crewRoles(crew: TProjectCrew, items: readonly TCrewItem[]): Promise<TCrewRoles> {
  const session = await getRequestSession();
  const personId = session?.type === 'user' ? session.user.personId : null;
  const types = session?.type === 'user' ? session.user.loginTypes : [];
  return {
    personId,
    projectSession: session?.type === 'project',
    chief: personId !== null && crew.crewChief?.id === personId,
    planner: isPlanner(types),
    client: isClient(types),
    member: isMemberOf(items, personId),
  };
}

/** Today in the tenant's time zone (the zone next-intl formats in). */
export async function tenantToday(): Promise<string> {
  return utcToZonedDate(new Date(), await getTimeZone());
}
