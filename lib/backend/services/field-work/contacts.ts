// The people to call about a crew (rules §2 contact pages): crew chief, contact on site,
// project manager and the crew members, with phone and email (members' only for the crew itself).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, functions, persons, projectCrewItems } from '../../db/schema';
import type { TCrewContact, TCrewContacts } from '../../../domain/field-work';
import { hasCrewRole, requireCrewRole, type TCrewAccess } from './crew-roles';
import { personName } from '../people/names';
import { crewJobsOf } from '../planning/crew-jobs';

export async function crewContacts(db: DbOrTx, access: TCrewAccess): Promise<TCrewContacts> {
  requireCrewRole(access, ['member', 'chief', 'planner', 'client', 'projectSession']);
  const { tenantId } = access.auth;
  const { crew } = access;
  const jobs = await db
    .select({
      personId: persons.id,
      name: personName,
      phone: persons.phone,
      email: persons.email,
      function: functions.name,
    })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(persons, eq(persons.id, assignments.personId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .where(crewJobsOf(tenantId, crew.id))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(projectCrewItems.startsAt));
  const members = new Map<number, TCrewContact>();
  for (const j of jobs) if (!members.has(j.personId)) members.set(j.personId, j);

  const ids = [crew.crewChiefId, crew.contactOnSiteId, crew.projectManagerId].filter((id): id is number => id !== null);
  const people = ids.length
    ? await db
        .select({ personId: persons.id, name: personName, phone: persons.phone, email: persons.email })
        .from(persons)
        .where(and(eq(persons.tenantId, tenantId), inArray(persons.id, ids)))
    : [];
  const one = (id: number | null): TCrewContact | null => {
    const p = people.find((x) => x.personId === id);
    return p ? { ...p, function: members.get(p.personId)?.function ?? null } : null;
  };
  // The client and the project login see the crew members by name and function only; the chief,
  // the contact on site and the project manager are there to be called.
  const insider = hasCrewRole(access, ['member', 'chief', 'planner']);
  return {
    crewChief: one(crew.crewChiefId),
    contactOnSite: one(crew.contactOnSiteId),
    projectManager: one(crew.projectManagerId),
    members: [...members.values()].map((m) => (insider ? m : { ...m, phone: null, email: null })),
  };
}
