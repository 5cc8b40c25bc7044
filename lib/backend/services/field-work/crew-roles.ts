// Who the caller is to one project crew. Every field-work rule starts here: the crew is
// read within the caller's tenant (another tenant's id is "not found"), then the caller's
// roles are worked out from the rows, and each action names the roles it allows.
// A caller with no role at all gets 404 (the crew is none of their business, as with
// projects); a caller who may see the crew but not do this gets 403.
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  companies,
  contacts,
  locations,
  projectCrewItems,
  projectCrews,
  projects,
  tenants,
} from '../../db/schema';
import { itemWorkedOn } from '../planning/worked-on';
import { crewJobsOf } from '../planning/crew-jobs';
import type { TAuth } from '../../context';
import { forbidden, notFound } from '../../errors';
import { isClient, isPlanner } from '../access';
import { clock } from '../../../domain/clock';

export type TCrewRole = 'planner' | 'chief' | 'member' | 'client' | 'projectSession';

export type TCrewInfo = {
  id: number;
  name: string;
  projectId: number;
  projectNumber: number;
  projectName: string;
  projectManagerId: number | null;
  companyName: string;
  clientContactId: number;
  locationName: string | null;
  locationAddress: string | null;
  locationCity: string | null;
  locationLat: number | null;
  locationLng: number | null;
  crewChiefId: number | null;
  contactOnSiteId: number | null;
  startDate: string;
  endDate: string | null;
  tenantName: string;
  timeZone: string;
};

export type TCrewAccess = { crew: TCrewInfo; roles: ReadonlySet<TCrewRole>; auth: TAuth };

/** The roles, from the facts; kept free of I/O so that the rule reads in one place. */
export function crewRolesOf(
  auth: TAuth,
  facts: { crewChiefId: number | null; projectId: number; isMember: boolean; isProjectClient: boolean },
): Set<TCrewRole> {
  const roles = new Set<TCrewRole>();
  if (auth.type === 'project') {
    if (auth.projectId === facts.projectId) roles.add('projectSession');
    return roles;
  }
  if (auth.type !== 'user') return roles;
  if (isPlanner(auth)) roles.add('planner');
  if (auth.personId !== null && facts.crewChiefId === auth.personId) roles.add('chief');
  if (facts.isMember) roles.add('member');
  if (isClient(auth) && facts.isProjectClient) roles.add('client');
  return roles;
}

export async function getCrewInfo(db: DbOrTx, tenantId: number, crewId: number): Promise<TCrewInfo | null> {
  const [row] = await db
    .select({
      id: projectCrews.id,
      name: projectCrews.name,
      projectId: projects.id,
      projectNumber: projects.number,
      projectName: projects.name,
      projectManagerId: projects.projectManagerId,
      companyName: companies.name,
      clientContactId: projects.clientId,
      locationName: locations.name,
      locationAddress: locations.address,
      locationCity: locations.city,
      locationLat: locations.latitude,
      locationLng: locations.longitude,
      crewChiefId: projectCrews.crewChiefId,
      contactOnSiteId: projectCrews.contactOnSiteId,
      startDate: projectCrews.startDate,
      endDate: projectCrews.endDate,
      tenantName: tenants.name,
      timeZone: tenants.timezone,
    })
    .from(projectCrews)
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(tenants, eq(tenants.id, projectCrews.tenantId))
    .leftJoin(locations, eq(locations.id, projectCrews.locationId))
    .where(and(eq(projectCrews.id, crewId), eq(projectCrews.tenantId, tenantId)));
  return row ?? null;
}

/** Whether the caller is the crew chief of any crew of the tenant. */
export async function leadsAnyCrew(db: DbOrTx, auth: TAuth): Promise<boolean> {
  if (auth.type !== 'user' || auth.personId === null) return false;
  const [row] = await db
    .select({ id: projectCrews.id })
    .from(projectCrews)
    .where(and(eq(projectCrews.tenantId, auth.tenantId), eq(projectCrews.crewChiefId, auth.personId)))
    .limit(1);
  return Boolean(row);
}

/** Holds a job (any assignment that is not cancelled) on one of the crew's items. */
export async function isCrewMember(db: DbOrTx, tenantId: number, crewId: number, personId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .where(and(crewJobsOf(tenantId, crewId), eq(assignments.personId, personId)))
    .limit(1);
  return Boolean(row);
}

async function isClientOf(db: DbOrTx, auth: TAuth, clientContactId: number): Promise<boolean> {
  if (!isClient(auth) || auth.contactNumber === null) return false;
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.id, clientContactId),
        eq(contacts.tenantId, auth.tenantId),
        eq(contacts.number, auth.contactNumber),
      ),
    );
  return Boolean(row);
}

/** The crew and the caller's roles in it; 404 when the crew is not the caller's business. */
export async function getCrewAccess(db: DbOrTx, auth: TAuth, crewId: number): Promise<TCrewAccess> {
  const crew = await getCrewInfo(db, auth.tenantId, crewId);
  if (!crew) throw notFound('Crew');
  const isMember =
    auth.type === 'user' && auth.personId !== null && (await isCrewMember(db, auth.tenantId, crewId, auth.personId));
  const isProjectClient = await isClientOf(db, auth, crew.clientContactId);
  const roles = crewRolesOf(auth, {
    crewChiefId: crew.crewChiefId,
    projectId: crew.projectId,
    isMember,
    isProjectClient,
  });
  if (roles.size === 0) throw notFound('Crew');
  return { crew, roles, auth };
}

export const hasCrewRole = (access: TCrewAccess, allowed: readonly TCrewRole[]) =>
  allowed.some((r) => access.roles.has(r));

/** 403 unless the caller holds one of `allowed` (they may see the crew, so 404 would lie). */
export function requireCrewRole(access: TCrewAccess, allowed: readonly TCrewRole[], message?: string): void {
  if (!hasCrewRole(access, allowed)) throw forbidden(message ?? `Only the ${describe(allowed)} may do this`);
}

const ROLE_NAMES: Record<TCrewRole, string> = {
  planner: 'planners',
  chief: 'crew chief',
  member: 'crew members',
  client: 'client',
  projectSession: 'project login',
};
const describe = (roles: readonly TCrewRole[]) => roles.map((r) => ROLE_NAMES[r]).join(' or ');

/** The caller's person id: field work is done by persons (not project or plus-crew logins). */
export function callerPersonId(access: TCrewAccess): number {
  if (access.auth.personId === null) throw forbidden('This call needs a personal login');
  return access.auth.personId;
}

/** Whether anyone works in the crew on `date` (an item that covers it and is not "not needed"). */
export async function crewWorksOn(db: DbOrTx, tenantId: number, crewId: number, date: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projectCrewItems.id })
    .from(projectCrewItems)
    .where(
      and(
        eq(projectCrewItems.tenantId, tenantId),
        eq(projectCrewItems.projectCrewId, crewId),
        ne(projectCrewItems.status, 'notNeeded'),
        itemWorkedOn(date),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The date asked for, or today in the tenant's time zone. */
export const dayOf = (access: TCrewAccess, date: string | undefined) => date ?? clock.today(access.crew.timeZone);
