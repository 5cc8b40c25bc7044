// Building blocks of API test data. Every fixture takes the test backend first and makes
// rows of its own with unique names, so that a test does not lean on the demo volume.
// Rows other resources own (persons, projects, functions, locations, checks) are inserted
// straight into the tables; crews, crew items and assignments go through the API.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  companies,
  contacts,
  crewChecks,
  functions,
  locations,
  personFunctions,
  persons,
  projects,
  roles,
  staffContracts,
  tenantHosts,
  userRoles,
  users,
} from '../db/schema';
import type { TLoginType } from '../../domain/auth';
import type { TProjectCrew } from '../../domain/planning';
import type { TTestBackend } from './test-backend';

export const uid = () => randomBytes(4).toString('hex');

/** The person and tenant a token speaks for. */
export function tokenPerson(token: string): { personId: number; tenantId: number } {
  const p = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  return { personId: p.loginData.person.id, tenantId: p.tid };
}

export async function tenantOfHost(be: TTestBackend, host: string): Promise<number> {
  const [row] = await be.db.select().from(tenantHosts).where(eq(tenantHosts.host, host));
  return row!.tenantId;
}

/** The person with this email in a tenant. */
export async function personIdOf(be: TTestBackend, tenantId: number, email: string): Promise<number> {
  const [row] = await be.db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.email, email)));
  if (!row) throw new Error(`no person ${email} in tenant ${tenantId}`);
  return row.id;
}

/** A new login of the given types (password `demo`), for tests that need a person of their own. */
export async function createLogin(be: TTestBackend, tenantId: number, loginTypes: TLoginType[], host?: string) {
  const [template] = await be.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, 'crew@example.com')));
  const name = `t${uid()}`;
  const [person] = await be.db.insert(persons).values({ tenantId, firstName: 'Test', lastName: name }).returning();
  const username = `${name}@example.com`;
  const [user] = await be.db
    .insert(users)
    .values({ tenantId, personId: person!.id, username, passwordHash: template!.passwordHash, loginTypes })
    .returning();
  for (const type of loginTypes) {
    const [role] = await be.db
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.name, type)));
    await be.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  return {
    personId: person!.id,
    userId: user!.id,
    username,
    name: `Test ${name}`,
    token: await be.login(username, { host }),
  };
}

/** A crew login with these functions. */
export async function createCrewMember(be: TTestBackend, tenantId: number, functionIds: number[], host?: string) {
  const login = await createLogin(be, tenantId, ['crew'], host);
  for (const functionId of functionIds)
    await be.db.insert(personFunctions).values({ personId: login.personId, functionId });
  return login;
}

export async function createFunction(be: TTestBackend, tenantId: number, name = `Function ${uid()}`) {
  const [row] = await be.db.insert(functions).values({ tenantId, name }).returning();
  return row!.id;
}

/** A staff contract of the tenant's first company with a weekly quota, from 1 January 2033. */
export async function createWeeklyContract(be: TTestBackend, tenantId: number, personId: number, quotaMinutes: number) {
  const [company] = await be.db.select({ id: companies.id }).from(companies).where(eq(companies.tenantId, tenantId));
  await be.db.insert(staffContracts).values({
    tenantId,
    personId,
    companyId: company!.id,
    title: `${quotaMinutes / 60} hours a week`,
    startDate: '2033-01-01',
    periodType: 'week',
    quotaMinutes,
  });
}

export async function createLocation(be: TTestBackend, tenantId: number) {
  const [row] = await be.db
    .insert(locations)
    .values({ tenantId, name: `Hall ${uid()}`, city: 'Utrecht' })
    .returning();
  return row!.id;
}

/** A confirmed project of the tenant's first company, for the tenant's first client unless told. */
export async function createProject(
  be: TTestBackend,
  tenantId: number,
  opts: { clientId?: number; beginDate?: string; endDate?: string } = {},
) {
  const [company] = await be.db.select().from(companies).where(eq(companies.tenantId, tenantId)).limit(1);
  const [client] = await be.db.select().from(contacts).where(eq(contacts.tenantId, tenantId)).limit(1);
  const number = 900000 + Math.floor(Math.random() * 99999999);
  const [row] = await be.db
    .insert(projects)
    .values({
      tenantId,
      number,
      name: `Project ${uid()}`,
      companyId: company!.id,
      clientId: opts.clientId ?? client!.id,
      beginDate: opts.beginDate ?? '2030-01-01',
      endDate: opts.endDate ?? '2031-12-31',
      status: 'confirmed',
    })
    .returning();
  return row!;
}

/** A crew on a new project, through the API. */
export async function createCrew(
  be: TTestBackend,
  planner: string,
  tenantId: number,
  extra: Record<string, unknown> = {},
): Promise<{ crew: TProjectCrew; project: Awaited<ReturnType<typeof createProject>> }> {
  const project = await createProject(be, tenantId);
  const res = await be.call('POST', '/projectCrews', {
    token: planner,
    body: { projectId: project.id, name: `Crew ${uid()}`, startDate: '2030-06-01', ...extra },
  });
  if (res.status !== 201) throw new Error(`crew: ${res.status} ${JSON.stringify(res.body)}`);
  return { crew: res.body.data, project };
}

/** A crew item, through the API: 08:00 to 17:00 with two rows unless told. */
export async function createItem(be: TTestBackend, planner: string, body: Record<string, unknown>) {
  const res = await be.call('POST', '/projectCrewItemStatus/create', {
    token: planner,
    body: { startTime: '08:00', endTime: '17:00', rows: 2, ...body },
  });
  if (res.status !== 201) throw new Error(`item: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function assign(be: TTestBackend, planner: string, body: Record<string, unknown>) {
  const res = await be.call('POST', '/assignments', { token: planner, body });
  if (res.status !== 201) throw new Error(`assign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A check-in (and optional check-out) written straight into crew_checks, for a fixed past day. */
export async function insertCheck(
  be: TTestBackend,
  crew: { crewId: number; assignmentIds: Record<number, number> },
  personId: number,
  workDate: string,
  opts: { inAt: string; outAt?: string; paidMinutes?: number; chargedMinutes?: number; tenantId?: number },
): Promise<number> {
  const [row] = await be.db
    .insert(crewChecks)
    .values({
      tenantId: opts.tenantId ?? 1,
      projectCrewId: crew.crewId,
      assignmentId: crew.assignmentIds[personId]!,
      personId,
      workDate,
      checkInAt: new Date(opts.inAt),
      checkInLat: 52.37,
      checkInLng: 4.89,
      checkInByPersonId: personId,
      checkOutAt: opts.outAt ? new Date(opts.outAt) : null,
      checkOutLat: opts.outAt ? 52.37 : null,
      checkOutLng: opts.outAt ? 4.89 : null,
      checkOutByPersonId: opts.outAt ? personId : null,
      paidMinutes: opts.paidMinutes ?? null,
      chargedMinutes: opts.chargedMinutes ?? null,
    })
    .returning({ id: crewChecks.id });
  return row!.id;
}
