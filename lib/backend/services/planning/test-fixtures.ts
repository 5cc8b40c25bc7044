// Test data for the planning API tests. Each test file makes its own people, projects and
// crews with unique names, so that it does not depend on the demo volume. Projects, functions
// and locations are inserted directly (their APIs belong to other resources); crews, crew
// items and assignments go through the API under test.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  companies,
  contacts,
  functions,
  locations,
  persons,
  projects,
  roles,
  tenantHosts,
  userRoles,
  users,
} from '../../db/schema';
import type { TLoginType } from '../../../domain/auth';
import type { TTestBackend } from '../../test-support/test-backend';

export const uid = () => randomBytes(4).toString('hex');

export function tokenPerson(token: string): { personId: number; tenantId: number } {
  const p = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  return { personId: p.loginData.person.id, tenantId: p.tid };
}

export async function tenantOfHost(be: TTestBackend, host: string): Promise<number> {
  const [row] = await be.db.select().from(tenantHosts).where(eq(tenantHosts.host, host));
  return row!.tenantId;
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
  return { personId: person!.id, name: `Test ${name}`, token: await be.login(username, { host }) };
}

export async function createFunction(be: TTestBackend, tenantId: number, name = `Function ${uid()}`) {
  const [row] = await be.db.insert(functions).values({ tenantId, name }).returning();
  return row!.id;
}

export async function createLocation(be: TTestBackend, tenantId: number) {
  const [row] = await be.db
    .insert(locations)
    .values({ tenantId, name: `Hall ${uid()}`, city: 'Utrecht' })
    .returning();
  return row!.id;
}

export async function createProject(be: TTestBackend, tenantId: number, opts: { clientId?: number } = {}) {
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
      beginDate: '2030-01-01',
      endDate: '2031-12-31',
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
) {
  const project = await createProject(be, tenantId);
  const res = await be.call('POST', '/projectCrews', {
    token: planner,
    body: { projectId: project.id, name: `Crew ${uid()}`, startDate: '2030-06-01', ...extra },
  });
  if (res.status !== 201) throw new Error(`crew: ${res.status} ${JSON.stringify(res.body)}`);
  return { crew: res.body.data, project };
}

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
