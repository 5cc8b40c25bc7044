// The data model of DOMAIN.md: tenants, people, logins and rights, mail, reference data.
// Every tenant-owned table carries tenant_id and every query filters on it (see services/*).
// Reference tables (countries, nationalities) are global.
import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  timestamp,
  date,
  jsonb,
  numeric,
  primaryKey,
  uniqueIndex,
  index,
  doublePrecision,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, stampedAt } from './columns';
import type { CONTACT_KINDS } from '../../../domain/people/contacts';
import type { TMapService } from '../../../domain/people/map-services';
import type { TSessionType } from '../../../domain/auth/session';
import type { PROJECT_LOGO_TYPES } from '../../../domain/projects/document-limits';

export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
export const createdAt = () => stampedAt('created_at');

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  defaultLanguage: text('default_language').notNull().default('en'),
  mobileTheme: text('mobile_theme').notNull().default('default'),
  faviconUrl: text('favicon_url'),
  useUserLanguage: boolean('use_user_language').notNull().default(true),
  metaHostName: text('meta_host_name'),
  metaDescription: text('meta_description'),
  backgroundUrl: text('background_url'),
  backgroundColorCode: text('background_color_code'),
  timezone: text('timezone').notNull().default('Europe/Amsterdam'),
  /** Where crew and clients get help (the /help screen links to them). */
  supportEmail: text('support_email'),
  supportPhone: text('support_phone'),
  /** ISO 4217: the currency every amount of the tenant is shown in (payrolls, plus crews' turnover and bonus). */
  currency: text('currency').notNull().default('EUR'),
  /** How long before a shift its push reminder goes out (the "pre-call" of SPEC §6). */
  shiftReminderMinutes: integer('shift_reminder_minutes').notNull().default(120),
  /**
   * Whether a crew photo keeps the GPS position the camera wrote into it. Off by default: the
   * phone scales every photo and drops its EXIF, the position with it (issue 27, privacy).
   */
  keepPhotoLocation: boolean('keep_photo_location').notNull().default(false),
  /**
   * The address people open the app at, e.g. `https://crew.example.com`: links in mails are
   * built from it, never from a request header. Unset: the tenant's first host with PUBLIC_SCHEME.
   */
  publicUrl: text('public_url'),
  createdAt: createdAt(),
});

/** The tenant's logo (PNG or JPEG): in the head of every PDF page. Set with `tenant:create --logo`. */
export const tenantLogos = pgTable('tenant_logos', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').$type<(typeof PROJECT_LOGO_TYPES)[number]>().notNull(),
  data: bytea('data').notNull(),
  updatedAt: stampedAt('updated_at'),
});

export const tenantHosts = pgTable('tenant_hosts', {
  host: text('host').primaryKey(),
  tenantId: tenantId(),
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    vatNumber: text('vat_number'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('companies_tenant_idx').on(t.tenantId)],
);

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const nationalities = pgTable('nationalities', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
  },
  (t) => [index('regions_tenant_idx').on(t.tenantId)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<(typeof CONTACT_KINDS)[number]>().notNull().default('client'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    countryCode: text('country_code'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contacts_tenant_number_uq').on(t.tenantId, t.number)],
);

export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthday: date('birthday'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    countryCode: text('country_code'),
    nationalityCode: text('nationality_code'),
    timezone: text('timezone'),
    mapService: text('map_service').$type<TMapService>().notNull().default('google'),
    pictureUrl: text('picture_url'),
    contactId: integer('contact_id').references(() => contacts.id),
    regionId: integer('region_id').references(() => regions.id),
    createdAt: createdAt(),
  },
  (t) => [index('persons_tenant_idx').on(t.tenantId), index('persons_contact_idx').on(t.contactId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    loginTypes: text('login_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_tenant_username_uq').on(t.tenantId, t.username), index('users_person_idx').on(t.personId)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('roles_tenant_name_uq').on(t.tenantId, t.name)],
);

export const roleRights = pgTable(
  'role_rights',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resource, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

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

/**
 * Counters per key and window, raised atomically before the thing they limit is done: login
 * attempts per username, project, plus crew and client address; reset requests; photo uploads.
 * `strikes` counts windows in a row that ran over, so that each lock-out lasts longer than the one
 * before (see services/limits/attempts.ts).
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    strikes: integer('strikes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<'reset' | 'welcome'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * Login sessions, so that they can be ended on the server (logout, "log out everywhere", a
 * password change). The id travels in the token (`sid`) and so in the sealed cookie; a session
 * ends at `expiresAt` whatever refreshes happen. A project (PID) or plus-crew (PCID) session
 * names the project or plus crew whose password opened it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').$type<TSessionType>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id'),
    plusCrewId: integer('plus_crew_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    index('sessions_user_idx').on(t.tenantId, t.userId),
    index('sessions_project_idx').on(t.tenantId, t.projectId),
    index('sessions_plus_crew_idx').on(t.tenantId, t.plusCrewId),
  ],
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

export const functions = pgTable(
  'functions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    code: text('code'),
  },
  (t) => [index('functions_tenant_idx').on(t.tenantId)],
);

export const personFunctions = pgTable(
  'person_functions',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    functionId: integer('function_id')
      .notNull()
      .references(() => functions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.personId, t.functionId] })],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
  },
  (t) => [index('tags_tenant_idx').on(t.tenantId)],
);

export const personTags = pgTable(
  'person_tags',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.personId, t.tagId] })],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    countryCode: text('country_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('locations_tenant_idx').on(t.tenantId)],
);

export const rateCards = pgTable(
  'rate_cards',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('EUR'),
    createdAt: createdAt(),
  },
  (t) => [index('rate_cards_tenant_idx').on(t.tenantId)],
);

export const rateCardItems = pgTable('rate_card_items', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  rateCardId: integer('rate_card_id')
    .notNull()
    .references(() => rateCards.id, { onDelete: 'cascade' }),
  functionId: integer('function_id')
    .notNull()
    .references(() => functions.id),
  hourlyPaid: numeric('hourly_paid', { precision: 10, scale: 2 }).notNull(),
  hourlyCharged: numeric('hourly_charged', { precision: 10, scale: 2 }).notNull(),
});
