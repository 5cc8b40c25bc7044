// The crew's own things: calendar feeds, Web Push subscriptions, profile pictures
// awaiting approval, trainings, and the company's information for crew.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, functions, persons, tenantId } from './core';
import { users } from './logins';
import { bytea, stampedAt } from './columns';
import type { PROFILE_PICTURE_STATUSES } from '../../../domain/self-service/profile-pictures';
import type { TStoredTrainingStatus } from '../../../domain/self-service/training-rules';
import type { CREW_INFO_KINDS } from '../../../domain/self-service/crew-info';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A secret calendar feed of one person. The feed URL carries the id and an HMAC of the id and
 * `nonce` under the server's secret, so the database never holds a usable URL; refreshing
 * draws a new nonce, which kills the old URL.
 */
export const calendarSubscriptions = pgTable(
  'calendar_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nonce: text('nonce').notNull(),
    refreshedAt: stampedAt('refreshed_at'),
    lastFetchedAt: at('last_fetched_at'),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_subscriptions_person_idx').on(t.tenantId, t.personId)],
);

/** One browser's Web Push subscription (RFC 8030 endpoint, RFC 8291 keys) for one login. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    lastSentAt: at('last_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // A browser has one subscription; saving it again moves it to whoever is logged in now.
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_person_idx').on(t.tenantId, t.personId),
  ],
);

/** Uploaded profile pictures; the newest approved one is the person's picture (rules §4). */
export const profilePictures = pgTable(
  'profile_pictures',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    uploadedByPersonId: integer('uploaded_by_person_id')
      .notNull()
      .references(() => persons.id),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    status: text('status').$type<(typeof PROFILE_PICTURE_STATUSES)[number]>().notNull().default('pending'),
    reviewedByPersonId: integer('reviewed_by_person_id').references(() => persons.id),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('profile_pictures_person_idx').on(t.tenantId, t.personId),
    index('profile_pictures_pending_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

/** A course of the tenant; `validMonths` is how long a completion counts (null: for good). */
export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    validMonths: integer('valid_months'),
    createdAt: createdAt(),
  },
  (t) => [index('trainings_tenant_idx').on(t.tenantId)],
);

/** A training a person must follow. "Expired" is not stored: it is done with an expiry in the past. */
export const personTrainings = pgTable(
  'person_trainings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    status: text('status').$type<TStoredTrainingStatus>().notNull().default('todo'),
    plannedOn: date('planned_on'),
    completedOn: date('completed_on'),
    expiresOn: date('expires_on'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('person_trainings_person_training_uq').on(t.personId, t.trainingId),
    index('person_trainings_tenant_person_idx').on(t.tenantId, t.personId),
  ],
);

/** A training a function requires: a person on a crew item of the function must hold it, done
 *  and not expired on any of the item's days (services/planning/bookings.ts). Planners keep the
 *  list in the company settings. */
export const functionTrainings = pgTable(
  'function_trainings',
  {
    tenantId: tenantId(),
    functionId: integer('function_id')
      .notNull()
      .references(() => functions.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.functionId, t.trainingId] }), index('function_trainings_tenant_idx').on(t.tenantId)],
);

/** The company's information for crew (/crew-info), in sections, in the tenant's own words. */
export const crewInfoSections = pgTable(
  'crew_info_sections',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    position: integer('position').notNull(),
    kind: text('kind').$type<(typeof CREW_INFO_KINDS)[number]>().notNull().default('other'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: stampedAt('updated_at'),
    updatedByPersonId: integer('updated_by_person_id').references(() => persons.id),
  },
  (t) => [index('crew_info_sections_tenant_idx').on(t.tenantId, t.position)],
);
