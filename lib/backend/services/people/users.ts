// Users: the logins of persons (rules "User"). Planners and office manage them. A new
// user has no password: a welcome email carries a link to choose one. Login types map to
// the tenant's roles of the same name, which carry the rights (rules §6).
import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { persons, roles, userRoles, users } from '../../db/schema';
import type { TAuth } from '../../context';
import { forbidden, invalidField, notFound } from '../../errors';
import { isPlanner, isPlannerOrOffice } from '../access';
import { welcomeMail } from '../auth/welcome-mail';
import type { TMailer } from '../mail-types';
import { isUniqueViolation } from '../../db/errors';
import { conflict } from '../catalog/reference';
import { assertInTenant } from '../tenant-scope';
import { isLoginType, LOGIN_TYPES, PLANNER_LOGIN_TYPES, type TLoginType } from '../../../domain/auth';
import { fullName, type TUser, type TUserCreate, type TUserUpdate } from '../../../domain/people';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion } from '../versions';

const userColumns = {
  id: users.id,
  version: users.version,
  personId: users.personId,
  firstName: persons.firstName,
  lastName: persons.lastName,
  username: users.username,
  language: users.language,
  loginTypes: users.loginTypes,
  active: users.active,
  passwordHash: users.passwordHash,
};

function toUser(r: {
  id: number;
  version: number;
  personId: number;
  firstName: string;
  lastName: string;
  username: string;
  language: string;
  loginTypes: string[];
  active: boolean;
  passwordHash: string | null;
}): TUser {
  return {
    id: r.id,
    version: r.version,
    personId: r.personId,
    personName: fullName(r),
    username: r.username,
    language: r.language,
    loginTypes: r.loginTypes.filter(isLoginType),
    active: r.active,
    hasPassword: r.passwordHash !== null,
  };
}

function requireUserManager(auth: TAuth) {
  if (!isPlannerOrOffice(auth)) throw forbidden('Only planners and office manage users');
}

/** Office may create logins, but only planners may hand out planner rights. */
function assertMayGrant(auth: TAuth, loginTypes: readonly TLoginType[] | undefined) {
  if (!isPlanner(auth) && loginTypes?.some((t) => PLANNER_LOGIN_TYPES.includes(t))) {
    throw forbidden('Only planners may give planner login types');
  }
}

export async function listUsers(db: DbOrTx, auth: TAuth, q: { personId?: number }) {
  requireUserManager(auth);
  const where = and(
    eq(users.tenantId, auth.tenantId),
    q.personId !== undefined ? eq(users.personId, q.personId) : undefined,
  );
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(where)
    .orderBy(asc(users.username));
  return rows.map(toUser);
}

export async function getUser(db: DbOrTx, auth: TAuth, id: number): Promise<TUser> {
  requireUserManager(auth);
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(users.tenantId, auth.tenantId), eq(users.id, id)));
  if (!row) throw notFound('User');
  return toUser(row);
}

async function syncRoles(tx: Tx, tenantId: number, userId: number, loginTypes: readonly TLoginType[]) {
  const tenantRoles = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.name, [...LOGIN_TYPES])));
  const wanted = tenantRoles.filter((r) => loginTypes.includes(r.name as TLoginType)).map((r) => r.id);
  const loginRoleIds = tenantRoles.map((r) => r.id);
  if (loginRoleIds.length > 0) {
    await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.userId, userId),
          inArray(userRoles.roleId, loginRoleIds),
          wanted.length > 0 ? notInArray(userRoles.roleId, wanted) : undefined,
        ),
      );
  }
  if (wanted.length > 0)
    await tx
      .insert(userRoles)
      .values(wanted.map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing();
}

const usernameTaken = (u: string) => conflict('username', `The username ${u} is already taken`);

export async function createUser(
  db: Db,
  mailer: TMailer,
  auth: TAuth,
  input: TUserCreate,
  webOrigin: string,
): Promise<TUser> {
  requireUserManager(auth);
  assertMayGrant(auth, input.loginTypes);
  await assertInTenant(db, auth.tenantId, persons, input.personId, 'personId', 'Person');
  const existing = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.tenantId, auth.tenantId),
        or(eq(users.personId, input.personId), eq(users.username, input.username)),
      ),
    );
  if (existing.some((u) => u.username === input.username)) throw usernameTaken(input.username);
  if (existing.length > 0) throw conflict('personId', 'This person already has a login');
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [person] = await tx
        .select({ email: persons.email, firstName: persons.firstName })
        .from(persons)
        .where(and(eq(persons.id, input.personId), eq(persons.tenantId, auth.tenantId)));
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: auth.tenantId,
          personId: input.personId,
          username: input.username,
          passwordHash: null,
          language: input.language ?? 'en',
          loginTypes: input.loginTypes,
        })
        .returning({ id: users.id });
      await syncRoles(tx, auth.tenantId, user!.id, input.loginTypes);
      await mailer.send(
        tx,
        await welcomeMail(tx, {
          tenantId: auth.tenantId,
          userId: user!.id,
          to: person?.email ?? input.username,
          firstName: person?.firstName ?? '',
          username: input.username,
          webOrigin,
        }),
      );
      return user!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw usernameTaken(input.username);
    throw err;
  }
  return getUser(db, auth, userId);
}

export async function updateUser(
  db: Db,
  auth: TAuth,
  id: number,
  input: TUserUpdate,
  ifMatch: TIfMatch,
): Promise<TUser> {
  const current = await getUser(db, auth, id);
  assertMayGrant(auth, input.loginTypes);
  // A planner's login is the planners' business: office may not lock one out, strip its rights
  // or change it in any other way.
  if (!isPlanner(auth) && current.loginTypes.some((t) => PLANNER_LOGIN_TYPES.includes(t as TLoginType))) {
    throw forbidden('Only planners may change the login of a planner');
  }
  if (input.active === false && current.id === auth.userId)
    throw invalidField('active', 'You cannot deactivate your own login');
  return db.transaction(async (tx) => {
    await claimVersion(tx, auth, users, id, ifMatch);
    const set: Partial<typeof users.$inferInsert> = {};
    if (input.language !== undefined) set.language = input.language;
    if (input.loginTypes !== undefined) set.loginTypes = input.loginTypes;
    if (input.active !== undefined) set.active = input.active;
    if (Object.keys(set).length > 0)
      await tx
        .update(users)
        .set(set)
        .where(and(eq(users.id, id), eq(users.tenantId, auth.tenantId)));
    if (input.loginTypes !== undefined) await syncRoles(tx, auth.tenantId, id, input.loginTypes);
    return getUser(tx, auth, id);
  });
}
