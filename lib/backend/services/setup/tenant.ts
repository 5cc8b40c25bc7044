// The building blocks of a new tenant, shared by `npm run tenant:create` and the demo seed:
// the tenant row with its hosts and plus-crew value types, one role per login type with its default rights, and logins.
import type { DbOrTx } from '../../db/client';
import { persons, roleRights, roles, tenantHosts, tenants, userRoles, users } from '../../db/schema';
import { LOGIN_TYPES, type TLoginType } from '../../../domain/auth';
import { ROLE_RIGHTS } from './role-rights';
import type { TRoleRights } from '../../../domain/auth/rights-registry';
import { insertValueTypes } from '../plus-crews/value-types';

export type TTenantRecord = {
  name: string;
  hosts: string[];
  /** Where people open the app (`https://crew.example.com`); links in mails start with it. */
  publicUrl?: string | null;
  language: string;
  timeZone?: string;
  theme?: string;
  useUserLanguage?: boolean;
  background?: string;
  supportEmail?: string | null;
  supportPhone?: string | null;
  /** Crew photos keep the camera's GPS position (default: the phone drops it). */
  keepPhotoLocation?: boolean;
};

/** The tenant and the hosts it is served on (a host belongs to one tenant: its primary key). */
export async function insertTenant(db: DbOrTx, t: TTenantRecord): Promise<number> {
  const [tenant] = await db
    .insert(tenants)
    .values({
      name: t.name,
      defaultLanguage: t.language,
      timezone: t.timeZone,
      mobileTheme: t.theme ?? 'default',
      useUserLanguage: t.useUserLanguage ?? true,
      metaHostName: t.hosts[0],
      metaDescription: `${t.name}: crew planning and staffing`,
      backgroundColorCode: t.background ?? '#1f2a44',
      faviconUrl: '/icons/icon-192.png',
      backgroundUrl: '/login-background.svg',
      supportEmail: t.supportEmail ?? null,
      supportPhone: t.supportPhone ?? null,
      keepPhotoLocation: t.keepPhotoLocation ?? false,
      publicUrl: t.publicUrl ?? null,
    })
    .returning({ id: tenants.id });
  const tenantId = tenant!.id;
  await db.insert(tenantHosts).values(t.hosts.map((host) => ({ host, tenantId })));
  await insertValueTypes(db, tenantId);
  return tenantId;
}

/** A role with its rights. */
export async function insertRole(db: DbOrTx, tenantId: number, name: string, rights: TRoleRights): Promise<number> {
  const [role] = await db.insert(roles).values({ tenantId, name }).returning({ id: roles.id });
  const rows = Object.entries(rights).flatMap(([resource, perms]: [string, readonly string[]]) =>
    perms.map((permission) => ({ roleId: role!.id, resource, permission })),
  );
  if (rows.length > 0) await db.insert(roleRights).values(rows);
  return role!.id;
}

/** One role per login type, named like it (users.ts maps login types to these roles). */
export async function insertLoginRoles(db: DbOrTx, tenantId: number): Promise<Record<TLoginType, number>> {
  const roleIds = {} as Record<TLoginType, number>;
  for (const type of LOGIN_TYPES) roleIds[type] = await insertRole(db, tenantId, type, ROLE_RIGHTS[type]);
  return roleIds;
}

/** A person with a login in the roles given; without `passwordHash` the login waits for a welcome link. */
export async function insertLogin(
  db: DbOrTx,
  tenantId: number,
  login: {
    person: Omit<typeof persons.$inferInsert, 'tenantId'>;
    username: string;
    passwordHash: string | null;
    language: string;
    loginTypes: TLoginType[];
    roleIds: number[];
  },
): Promise<{ userId: number; personId: number }> {
  const [person] = await db
    .insert(persons)
    .values({ ...login.person, tenantId })
    .returning({ id: persons.id });
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      personId: person!.id,
      username: login.username,
      passwordHash: login.passwordHash,
      language: login.language,
      loginTypes: login.loginTypes,
    })
    .returning({ id: users.id });
  if (login.roleIds.length > 0)
    await db.insert(userRoles).values(login.roleIds.map((roleId) => ({ userId: user!.id, roleId })));
  return { userId: user!.id, personId: person!.id };
}
