// The fixed part of the demo: tenants, hosts, companies, roles, mailboxes, reference
// tables and the named demo logins (README lists them).
import type { Db } from '../db/client';
import {
  companies,
  contacts,
  countries,
  mailboxes,
  nationalities,
  persons,
  roleRights,
  roles,
  tenantHosts,
  tenants,
  userMailboxes,
  userRoles,
  users,
} from '../db/schema';
import { LOGIN_TYPES, type TLoginType } from '../../domain/auth';
import { ROLE_RIGHTS } from './rights';

export const COUNTRIES = [
  ['NL', 'Netherlands'],
  ['BE', 'Belgium'],
  ['DE', 'Germany'],
  ['AT', 'Austria'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['ES', 'Spain'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['IT', 'Italy'],
] as const;
const NATIONALITIES = [
  ['NL', 'Dutch'],
  ['BE', 'Belgian'],
  ['DE', 'German'],
  ['AT', 'Austrian'],
  ['FR', 'French'],
  ['GB', 'British'],
  ['ES', 'Spanish'],
  ['PL', 'Polish'],
  ['PT', 'Portuguese'],
  ['IT', 'Italian'],
] as const;

export type TDemoUser = {
  username: string;
  firstName: string;
  lastName: string;
  loginTypes: TLoginType[];
  language: string;
};

export const TENANT_DEMO_USERS: TDemoUser[] = [
  { username: 'crew@example.com', firstName: 'Sam', lastName: 'de Vries', loginTypes: ['crew'], language: 'en' },
  { username: 'chief@example.com', firstName: 'Chris', lastName: 'Bakker', loginTypes: ['crew'], language: 'en' },
  { username: 'planner@example.com', firstName: 'Pat', lastName: 'Jansen', loginTypes: ['planners'], language: 'en' },
  { username: 'client@example.com', firstName: 'Casey', lastName: 'Smit', loginTypes: ['clients'], language: 'en' },
  { username: 'office@example.com', firstName: 'Olivia', lastName: 'Visser', loginTypes: ['office'], language: 'en' },
  { username: 'crew.nl@example.com', firstName: 'Noor', lastName: 'Mulder', loginTypes: ['crew'], language: 'nl' },
];

export type TSeedTenant = {
  tenantId: number;
  companyId: number;
  branchId: number;
  clientContactIds: number[];
  /** username → { userId, personId } */
  users: Record<string, { userId: number; personId: number }>;
  roleIds: Record<TLoginType, number>;
};

export async function seedReferenceData(db: Db) {
  await db
    .insert(countries)
    .values(COUNTRIES.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
  await db
    .insert(nationalities)
    .values(NATIONALITIES.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
}

export async function seedTenant(
  db: Db,
  t: {
    name: string;
    hosts: string[];
    theme: string;
    language: string;
    useUserLanguage: boolean;
    background: string;
    demoUsers: TDemoUser[];
    clientNames: string[];
  },
  passwordHash: string,
): Promise<TSeedTenant> {
  const [tenant] = await db
    .insert(tenants)
    .values({
      name: t.name,
      defaultLanguage: t.language,
      mobileTheme: t.theme,
      useUserLanguage: t.useUserLanguage,
      metaHostName: t.hosts[0],
      metaDescription: `${t.name}: crew planning and staffing`,
      backgroundColorCode: t.background,
      faviconUrl: '/icons/icon-192.png',
      backgroundUrl: '/login-background.svg',
    })
    .returning();
  const tenantId = tenant!.id;
  await db.insert(tenantHosts).values(t.hosts.map((host) => ({ host, tenantId })));
  const [company] = await db
    .insert(companies)
    .values({ tenantId, name: `${t.name} B.V.`, vatNumber: 'NL001234567B01' })
    .returning();
  const [branch] = await db
    .insert(companies)
    .values({ tenantId, name: `${t.name} South`, parentId: company!.id })
    .returning();

  const roleIds = {} as Record<TLoginType, number>;
  for (const type of LOGIN_TYPES) {
    const [role] = await db.insert(roles).values({ tenantId, name: type }).returning();
    roleIds[type] = role!.id;
    const rights = Object.entries(ROLE_RIGHTS[type]).flatMap(([resource, perms]) =>
      perms.map((permission) => ({ roleId: role!.id, resource, permission })),
    );
    await db.insert(roleRights).values(rights);
  }
  const [mailbox] = await db.insert(mailboxes).values({ tenantId, name: 'Office' }).returning();

  const clientRows = await db
    .insert(contacts)
    .values(
      t.clientNames.map((name, i) => ({
        tenantId,
        number: 10001 + i,
        name,
        kind: 'client' as const,
        email: `info@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
        city: 'Amsterdam',
        countryCode: 'NL',
      })),
    )
    .returning({ id: contacts.id });

  const seededUsers: TSeedTenant['users'] = {};
  for (const u of t.demoUsers) {
    const isClient = u.loginTypes.includes('clients');
    const [person] = await db
      .insert(persons)
      .values({
        tenantId,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.username,
        phone: '+31 6 1234 5678',
        contactId: isClient ? clientRows[0]!.id : null,
        countryCode: 'NL',
        nationalityCode: 'NL',
        city: 'Utrecht',
      })
      .returning();
    const [user] = await db
      .insert(users)
      .values({
        tenantId,
        personId: person!.id,
        username: u.username,
        passwordHash,
        language: u.language,
        loginTypes: u.loginTypes,
      })
      .returning();
    for (const type of u.loginTypes) await db.insert(userRoles).values({ userId: user!.id, roleId: roleIds[type] });
    if (u.loginTypes.some((lt) => lt === 'office' || lt === 'clients')) {
      await db.insert(userMailboxes).values({ userId: user!.id, mailboxId: mailbox!.id, rights: ['emailMessages'] });
    }
    seededUsers[u.username] = { userId: user!.id, personId: person!.id };
  }
  return {
    tenantId,
    companyId: company!.id,
    branchId: branch!.id,
    clientContactIds: clientRows.map((r) => r.id),
    users: seededUsers,
    roleIds,
  };
}
