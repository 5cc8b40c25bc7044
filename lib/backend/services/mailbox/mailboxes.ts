// Which mailbox a mail is sent from (and kept in), rules "Mailbox": the mail that concerns
// a client (its invoices and delivery notes) goes in that client's mailbox, everything else
// (welcome and password mail, crew chief sheets, notifications) in the tenant's default one. Both are made on first use,
// so no mail is ever without a mailbox. Who reads a client mailbox follows from a rule, not from
// rows per user (services/mailbox/messages.ts): whoever reads the default mailbox (the office)
// reads every client's, and the client's own users read theirs (services/auth/rights.ts). So a
// login made later sees them too, and an office session does not carry one right per client.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts, mailboxes } from '../../db/schema';

export type TMailbox = { id: number; name: string; address: string | null };

const columns = { id: mailboxes.id, name: mailboxes.name, address: mailboxes.address };
export const DEFAULT_MAILBOX_NAME = 'Office';

export async function defaultMailbox(db: DbOrTx, tenantId: number): Promise<TMailbox> {
  const find = () =>
    db
      .select(columns)
      .from(mailboxes)
      .where(and(eq(mailboxes.tenantId, tenantId), eq(mailboxes.isDefault, true)));
  const [found] = await find();
  if (found) return found;
  await db.insert(mailboxes).values({ tenantId, name: DEFAULT_MAILBOX_NAME, isDefault: true }).onConflictDoNothing();
  const [made] = await find();
  return made!;
}

export async function contactMailbox(db: DbOrTx, tenantId: number, contactId: number): Promise<TMailbox> {
  const find = () =>
    db
      .select(columns)
      .from(mailboxes)
      .where(and(eq(mailboxes.tenantId, tenantId), eq(mailboxes.contactId, contactId)));
  const [found] = await find();
  if (found) return found;
  const [contact] = await db
    .select({ name: contacts.name })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId)));
  if (!contact) return defaultMailbox(db, tenantId);
  const [made] = await db
    .insert(mailboxes)
    .values({ tenantId, name: contact.name, contactId })
    .onConflictDoNothing()
    .returning(columns);
  return made ?? (await find())[0]!;
}
