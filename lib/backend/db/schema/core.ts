// The data model of the rules, part B: tenants, people, companies and contacts, reference data (logins
// are in logins.ts, mail in mail.ts). Every tenant-owned table carries tenant_id and every query
// filters on it (see services/*).
// Reference tables (countries, nationalities) are global.
import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  date,
  jsonb,
  numeric,
  primaryKey,
  uniqueIndex,
  index,
  doublePrecision,
} from 'drizzle-orm/pg-core';
import { bytea, stampedAt, versionColumns } from './columns';
import type { CONTACT_KINDS } from '../../../domain/people/contacts';
import type { TMapService } from '../../../domain/people/map-services';
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
  /** How long before a shift its push reminder goes out (the "pre-call" of rules §6). */
  shiftReminderMinutes: integer('shift_reminder_minutes').notNull().default(120),
  /**
   * Whether a crew photo keeps the GPS position the camera wrote into it. Off by default: the
   * phone scales every photo and drops its EXIF, the position with it.
   */
  keepPhotoLocation: boolean('keep_photo_location').notNull().default(false),
  /**
   * Whether a client login may staff its own projects with the solver ("Staff this project",
   * lib/domain/planning/staffing-settings.ts). Off by default; planners switch it.
   */
  clientsMayStaff: boolean('clients_may_staff').notNull().default(false),
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
    ...versionColumns(),
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
    ...versionColumns(),
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
    /** Where home is, for the travel distance to a crew's location when staffing; optional. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    nationalityCode: text('nationality_code'),
    timezone: text('timezone'),
    mapService: text('map_service').$type<TMapService>().notNull().default('google'),
    pictureUrl: text('picture_url'),
    contactId: integer('contact_id').references(() => contacts.id),
    regionId: integer('region_id').references(() => regions.id),
    createdAt: createdAt(),
    ...versionColumns(),
  },
  (t) => [index('persons_tenant_idx').on(t.tenantId), index('persons_contact_idx').on(t.contactId)],
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
