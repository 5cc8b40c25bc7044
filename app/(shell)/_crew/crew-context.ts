import 'server-only';
// What every /crews/{id} page needs on the server: the crew (read once per request), the
// caller's roles in it worked out the way the backend does (it checks them again on every
// call), and the day to show.
import { isClient, isPlanner } from '@/lib/domain/auth/rights-registry';
import { loadById, pageRecord, type TLoaded } from '@/lib/bff/load';
import { getProjectCrew } from '@/lib/bff/queries/planning';
import { dateFromQuery } from '@/lib/domain/primitives';
import type { TCrewItem, TProjectCrew } from '@/lib/domain/planning';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';

export type TCrewRoles = {
  chief: boolean;
  planner: boolean;
  client: boolean;
  /** Works on one of the crew's rows (needs the crew items). */
  member: boolean;
  projectSession: boolean;
  personId: number | null;
};

/** The crew chief and planners run the day: sign-off, documents, ratings, location. */
export const isLead = (roles: TCrewRoles) => roles.chief || roles.planner;

export function isMemberOf(items: readonly TCrewItem[], personId: number | null): boolean {
  if (personId === null) return false;
  return items.some((it) =>
    it.positions.some((p) => p.assignment?.person.id === personId && p.assignment.status !== 'cancelled'),
  );
}

export async function crewRoles(crew: TProjectCrew, items: readonly TCrewItem[] = []): Promise<TCrewRoles> {
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

export type TCrewPage = { crew: TLoaded<TProjectCrew>; roles: TCrewRoles | null };

/** The crew of the route's id (a malformed id is not found) and the caller's roles in it. */
export async function loadCrewPage(idParam: string): Promise<TCrewPage> {
  const crew = pageRecord(await loadById(idParam, getProjectCrew));
  return { crew, roles: crew.ok ? await crewRoles(crew.data) : null };
}

/** The work date: a valid `?date=` (rules §5), else today in the tenant's time zone. */
export async function workDateOf(query: string | string[] | undefined): Promise<{ date: string; today: string }> {
  const today = await getTenantToday();
  return { date: dateFromQuery(query, today), today };
}
