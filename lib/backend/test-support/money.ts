// Building blocks of the receipt, invoice and mailbox API tests.
import { and, eq } from 'drizzle-orm';
import { contacts, persons, roleRights, roles, userRoles, users } from '../db/schema';
import type { TLoginType } from '../../domain/auth';
import type { TInvoiceInput, TReceiptInput } from '../../domain/money';
import { uid } from './fixtures';
import type { TTestBackend } from './test-backend';

/** A login of `loginTypes` whose only role grants exactly `rights` (to tell CREATE from DELETE, say). */
export async function loginWithRights(
  be: TTestBackend,
  tenantId: number,
  loginTypes: TLoginType[],
  rights: Record<string, string[]>,
  opts: { contactId?: number; host?: string } = {},
) {
  const [template] = await be.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, 'crew@example.com')));
  const name = `t${uid()}`;
  const [role] = await be.db
    .insert(roles)
    .values({ tenantId, name: `role ${name}` })
    .returning();
  const grants = Object.entries(rights).flatMap(([resource, perms]) =>
    perms.map((permission) => ({ roleId: role!.id, resource, permission })),
  );
  if (grants.length) await be.db.insert(roleRights).values(grants);
  const [person] = await be.db
    .insert(persons)
    .values({ tenantId, firstName: 'Test', lastName: name, contactId: opts.contactId ?? null })
    .returning();
  const username = `${name}@example.com`;
  const [user] = await be.db
    .insert(users)
    .values({ tenantId, personId: person!.id, username, passwordHash: template!.passwordHash, loginTypes })
    .returning();
  await be.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return { userId: user!.id, personId: person!.id, token: await be.login(username, { host: opts.host }) };
}

/** A client contact of the tenant of its own. */
export async function createClient(be: TTestBackend, tenantId: number) {
  const number = 70000 + Math.floor(Math.random() * 20000);
  const [row] = await be.db
    .insert(contacts)
    .values({ tenantId, number, name: `Client ${uid()}`, kind: 'client', email: `billing-${uid()}@client.example` })
    .returning();
  return row!;
}

export const receiptBody = (over: Partial<TReceiptInput> = {}): TReceiptInput => ({
  date: '2026-03-02',
  supplierName: 'Shell Utrecht',
  description: null,
  pricesIncludeVat: true,
  items: [
    { description: 'Diesel', quantity: 48.37, unitPrice: 189, vatRate: 21 },
    { description: 'Sandwiches', quantity: 12, unitPrice: 395, vatRate: 9 },
  ],
  ...over,
});

export const invoiceBody = (clientId: number, over: Partial<TInvoiceInput> = {}): TInvoiceInput => ({
  clientId,
  date: '2026-03-02',
  dueDate: null,
  reference: 'PO-1',
  notes: null,
  pricesIncludeVat: false,
  items: [
    { description: 'Stagehand hours', quantity: 32.5, unitPrice: 3850, vatRate: 21 },
    { description: 'Catering', quantity: 12, unitPrice: 1250, vatRate: 9 },
  ],
  ...over,
});
