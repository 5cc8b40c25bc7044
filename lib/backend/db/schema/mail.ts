// The mail the product sends, and where it is kept: mailboxes and who reads them, the mails
// with their attachments, and the addresses that asked for no more notification mail.
import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  timestamp,
  primaryKey,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea } from './columns';
import { contacts, createdAt, tenantId, tenants } from './core';
import { users } from './logins';

/**
 * Where the mail the product sends is kept, by sender: the tenant's default mailbox (password
 * and welcome mail, notifications) and one per client contact (the correspondence with that
 * client: its invoices). Users read the mailboxes they hold the right `emailMessages` on.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    /** The sender of the mail sent from it; null: the backend's MAIL_FROM. */
    address: text('address'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Set on a client's mailbox. */
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('mailboxes_default_uq')
      .on(t.tenantId)
      .where(sql`is_default`),
    uniqueIndex('mailboxes_contact_uq').on(t.tenantId, t.contactId),
  ],
);

export const userMailboxes = pgTable(
  'user_mailboxes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    rights: text('rights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mailboxId] })],
);

export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** The mailbox it was sent from (and is kept in). */
    mailboxId: integer('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    from: text('from_address').notNull().default(''),
    to: text('to').notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    // 'transactional' mail (password links) is always sent; 'notification' mail respects unsubscribes.
    category: text('category').$type<'transactional' | 'notification'>().notNull().default('transactional'),
    unsubscribeToken: text('unsubscribe_token'),
    text: text('text').notNull(),
    html: text('html'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outgoing_mails_unsubscribe_uq').on(t.unsubscribeToken),
    index('outgoing_mails_mailbox_idx').on(t.mailboxId, t.id),
  ],
);

export const outgoingMailAttachments = pgTable(
  'outgoing_mail_attachments',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => outgoingMails.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('outgoing_mail_attachments_mail_idx').on(t.mailId)],
);

/** Addresses that asked for no more notification mail, per tenant. */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    tenantId: tenantId(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.email] })],
);
