// The fixed part of the demo: tenants, hosts, companies, roles, mailboxes and the named demo
// logins (README lists them). Tenant, roles and logins are made as tenant:create makes them.
import type { Db } from '../db/client';
import { companies, contacts, mailboxes, userMailboxes } from '../db/schema';
import type { TLoginType } from '../../domain/auth';
import { insertLogin, insertLoginRoles, insertTenant } from '../services/setup/tenant';
import { checkTenantLogo, setTenantLogo } from '../services/setup/tenant-logo';
import { logoPng } from './images';

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

export async function seedTenant(
  db: Db,
  t: {
    name: string;
    hosts: string[];
    theme: string;
    language: string;
    useUserLanguage: boolean;
    background: string;
    /** The support contact on /help; Moyo has none, so the demo shows both cases. */
    support?: { email: string; phone: string };
    /** Moyo keeps its photos' GPS positions, the demo tenant does not: both cases again. */
    keepPhotoLocation?: boolean;
    demoUsers: TDemoUser[];
    clientNames: string[];
  },
  passwordHash: string,
): Promise<TSeedTenant> {
  const tenantId = await insertTenant(db, {
    name: t.name,
    hosts: t.hosts,
    // `npm start` serves the demo on port 3000; mails link there.
    publicUrl: `http://${t.hosts[0]}:3000`,
    language: t.language,
    theme: t.theme,
    useUserLanguage: t.useUserLanguage,
    background: t.background,
    supportEmail: t.support?.email,
    supportPhone: t.support?.phone,
    keepPhotoLocation: t.keepPhotoLocation,
  });
  await setTenantLogo(db, tenantId, checkTenantLogo({ bytes: logoPng(), name: 'logo.png' }));
  const [company] = await db
    .insert(companies)
    .values({ tenantId, name: `${t.name} B.V.`, vatNumber: 'NL001234567B01' })
    .returning();
  const [branch] = await db
    .insert(companies)
    .values({ tenantId, name: `${t.name} South`, parentId: company!.id })
    .returning();

  const roleIds = await insertLoginRoles(db, tenantId);
  const [mailbox] = await db.insert(mailboxes).values({ tenantId, name: 'Office', isDefault: true }).returning();

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
    const { userId, personId } = await insertLogin(db, tenantId, {
      person: {
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.username,
        phone: '+31 6 1234 5678',
        contactId: isClient ? clientRows[0]!.id : null,
        countryCode: 'NL',
        nationalityCode: 'NL',
        city: 'Utrecht',
      },
      username: u.username,
      passwordHash,
      language: u.language,
      loginTypes: u.loginTypes,
      roleIds: u.loginTypes.map((type) => roleIds[type]),
    });
    // The office reads the tenant's mailbox; a client reads only their own client's (services/auth/rights.ts).
    if (u.loginTypes.includes('office')) {
      await db.insert(userMailboxes).values({ userId, mailboxId: mailbox!.id, rights: ['emailMessages'] });
    }
    seededUsers[u.username] = { userId, personId };
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
