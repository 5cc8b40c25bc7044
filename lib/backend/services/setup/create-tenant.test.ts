import { eq } from 'drizzle-orm';
import { companies, persons, tenants, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { startTestBackend, type TTestBackend } from '../../test-support/test-backend';
import { ADMIN_RIGHTS } from './role-rights';
import { createTenant } from './create-tenant';

const HOST = 'acme.example.com';
const PASSWORD = 'Welcome2026';
let be: TTestBackend;

beforeAll(async () => {
  // An empty database, as a real installation starts.
  be = await startTestBackend({ seed: false });
}, 120_000);
afterAll(async () => {
  await be.close();
});

const tokenOf = (link: string) => link.split('/welcome/')[1]!;

describe('createTenant', () => {
  let created: Awaited<ReturnType<typeof createTenant>>;
  beforeAll(async () => {
    created = await createTenant(be.db, {
      name: 'Acme Events',
      hosts: [HOST, 'WWW.Acme.Example.com'],
      adminEmail: 'Boss@Acme.example.com',
      adminName: 'Alex de Boss',
      language: 'nl',
      timeZone: 'Europe/London',
      supportEmail: 'help@acme.example.com',
      supportPhone: '+44 20 7946 0000',
    });
  });

  it('creates the tenant with its hosts, a company and an administrator without a password', async () => {
    const [tenant] = await be.db.select().from(tenants).where(eq(tenants.id, created.tenantId));
    expect(tenant).toMatchObject({
      name: 'Acme Events',
      defaultLanguage: 'nl',
      timezone: 'Europe/London',
      supportEmail: 'help@acme.example.com',
      supportPhone: '+44 20 7946 0000',
      // Photos lose the camera's position unless the tenant asks to keep it.
      keepPhotoLocation: false,
    });
    const [company] = await be.db.select().from(companies).where(eq(companies.id, created.companyId));
    expect(company).toMatchObject({ tenantId: created.tenantId, name: 'Acme Events' });
    const [admin] = await be.db
      .select({ username: users.username, passwordHash: users.passwordHash, loginTypes: users.loginTypes })
      .from(users)
      .where(eq(users.id, created.userId));
    expect(admin).toEqual({
      username: 'boss@acme.example.com',
      passwordHash: null,
      loginTypes: ['planners', 'operations', 'planning'],
    });
    const [person] = await be.db.select().from(persons).where(eq(persons.tenantId, created.tenantId));
    expect(person).toMatchObject({ firstName: 'Alex', lastName: 'de Boss', email: 'boss@acme.example.com' });
  });

  it('gives a welcome link on https://<first host> that sets the password, after which the admin logs in', async () => {
    expect(created.welcomeLink).toMatch(/^https:\/\/acme\.example\.com\/welcome\/[\w-]{20,}$/);
    // No password yet: nobody can log in.
    const before = await be.call('POST', '/auth/token', {
      host: HOST,
      body: { username: 'boss@acme.example.com', password: PASSWORD },
    });
    expect(before.status).toBe(401);

    const set = await be.call('POST', `/forgottenPassword/${tokenOf(created.welcomeLink)}`, {
      host: HOST,
      body: { password: PASSWORD },
    });
    expect(set.status).toBe(200);
    const token = await be.login('boss@acme.example.com', { host: `www.${HOST}:443`, password: PASSWORD });

    const rights = await be.call('GET', '/userRights', { host: HOST, token });
    expect(rights.status).toBe(200);
    expect(rights.body.data).toEqual(ADMIN_RIGHTS);
    expect(rights.body.data.invoices).toEqual(expect.arrayContaining(['READ', 'CREATE', 'EDIT']));
    const tenant = await be.call('GET', '/tenant', { host: HOST, token });
    expect(tenant.body.data).toMatchObject({ name: 'Acme Events', defaultLanguage: 'nl' });
  });

  it('uses the link only once', async () => {
    const again = await be.call('POST', `/forgottenPassword/${tokenOf(created.welcomeLink)}`, {
      host: HOST,
      body: { password: 'Another2026' },
    });
    expect(again.status).toBe(404);
  });

  it('brings no demo tenant along', async () => {
    const demo = await be.call('POST', '/auth/token', {
      host: 'localhost',
      body: { username: 'planner@example.com', password: 'demo' },
    });
    expect(demo.status).toBe(404);
    expect(demo.body.error.code).toBe('TENANT_NOT_FOUND');
  });

  it('takes the welcome link origin from publicUrl', async () => {
    const other = await createTenant(be.db, {
      name: 'Beta Crew',
      hosts: ['beta.example.org'],
      adminEmail: 'admin@beta.example.org',
      adminName: 'Bea',
      publicUrl: 'https://crew.beta.example.org/some/path',
    });
    expect(other.welcomeLink).toMatch(/^https:\/\/crew\.beta\.example\.org\/welcome\//);
    expect(other.tenantId).not.toBe(created.tenantId);
  });

  it('refuses a host another tenant already has, and leaves nothing behind', async () => {
    const count = async () => (await be.db.select({ id: tenants.id }).from(tenants)).length;
    const n = await count();
    await expect(
      createTenant(be.db, {
        name: 'Copycat',
        hosts: ['copy.example.com', HOST],
        adminEmail: 'c@example.com',
        adminName: 'C',
      }),
    ).rejects.toThrow(new ApiError('CONFLICT', `Already served by another tenant: ${HOST}`));
    expect(await count()).toBe(n);
  });

  it('rejects invalid input before touching the database', async () => {
    await expect(
      createTenant(be.db, { name: 'X', hosts: ['https://x.example.com'], adminEmail: 'x@example.com', adminName: 'X' }),
    ).rejects.toThrow(/without https:\/\//);
    await expect(
      createTenant(be.db, {
        name: 'X',
        hosts: ['x.example.com'],
        adminEmail: 'x@example.com',
        adminName: 'X',
        timeZone: 'Mars/Base',
      }),
    ).rejects.toThrow(/Not a known time zone/);
  });
});
