// Planning (rules "Planning"): projects, crews, crew items, assignments, absences,
// to-dos and plus crews.
import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  timestamp,
  date,
  time,
  uniqueIndex,
  index,
  jsonb,
} from 'drizzle-orm/pg-core';
import { stampedAt, versionColumns } from './columns';
import { sql } from 'drizzle-orm';
import { companies, contacts, createdAt, functions, locations, persons, rateCards, tenantId } from './core';
import { projectTypes } from './project-types';
import type { TProjectStatusName } from '../../../domain/projects/statuses';
import type { TProjectType } from '../../../domain/projects/project';
import type { TCrewItemStatus } from '../../../domain/planning/crew-items';
import type { APPLICATION_STATUSES, TAssignmentStatus } from '../../../domain/planning/statuses';
import type { TVacationStatus } from '../../../domain/planning/vacation-rules';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branchId: integer('branch_id').references(() => companies.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => contacts.id),
    clientMark: text('client_mark'),
    beginDate: date('begin_date').notNull(),
    endDate: date('end_date').notNull(),
    reference: text('reference'),
    rateCardId: integer('rate_card_id').references(() => rateCards.id),
    defaultCateringType: text('default_catering_type'),
    rating: integer('rating'),
    comment: text('comment'),
    status: text('status').$type<TProjectStatusName>().notNull().default('requested'),
    type: text('type').$type<TProjectType>().notNull().default('normal'),
    /** The tenant's own kind of work (project-types.ts); optional. */
    projectTypeId: integer('project_type_id').references(() => projectTypes.id),
    projectManagerId: integer('project_manager_id').references(() => persons.id),
    passwordHash: text('password_hash'),
    ...versionColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('projects_tenant_number_uq').on(t.tenantId, t.number),
    index('projects_list_idx').on(t.tenantId, t.type, t.beginDate),
    index('projects_client_idx').on(t.clientId),
  ],
);

export const projectCrews = pgTable(
  'project_crews',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    locationId: integer('location_id').references(() => locations.id),
    crewChiefId: integer('crew_chief_id').references(() => persons.id),
    contactOnSiteId: integer('contact_on_site_id').references(() => persons.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    comment: text('comment'),
    ...versionColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_crews_project_idx').on(t.projectId),
    index('project_crews_tenant_date_idx').on(t.tenantId, t.startDate),
    // The crews a person leads: /jobs/crewChief, and the projects a crew chief may see.
    index('project_crews_chief_idx').on(t.tenantId, t.crewChiefId),
  ],
);

export const projectCrewItems = pgTable(
  'project_crew_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectCrewId: integer('project_crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    functionId: integer('function_id')
      .notNull()
      .references(() => functions.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    // Instants of the first start and last end, in UTC, derived from the dates/times in the
    // tenant's time zone; used for overlap (double booking) and list queries.
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    rows: integer('rows').notNull().default(1),
    catering: text('catering'),
    comment: text('comment'),
    status: text('status').$type<TCrewItemStatus>().notNull().default('design'),
    isVacancy: boolean('is_vacancy').notNull().default(false),
    // The item's live (not cancelled) assignments, kept by the assignments_live_rows trigger
    // (migration 0020) and never written by the app: the crew fill of a page of projects reads
    // it instead of counting assignments.
    liveRows: integer('live_rows').notNull().default(0),
    ...versionColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('crew_items_crew_idx').on(t.projectCrewId),
    index('crew_items_tenant_starts_idx').on(t.tenantId, t.startsAt),
  ],
);

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    crewItemId: integer('crew_item_id')
      .notNull()
      .references(() => projectCrewItems.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    status: text('status').$type<TAssignmentStatus>().notNull().default('requested'),
    declineReason: text('decline_reason'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: stampedAt('updated_at'),
    ...versionColumns(),
  },
  (t) => [
    index('assignments_person_idx').on(t.tenantId, t.personId),
    index('assignments_item_idx').on(t.crewItemId),
    // One person per row: a second live assignment on a row is refused by the database too.
    uniqueIndex('assignments_live_row_uq')
      .on(t.crewItemId, t.rowNo)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

export const vacancyApplications = pgTable(
  'vacancy_applications',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    crewItemId: integer('crew_item_id')
      .notNull()
      .references(() => projectCrewItems.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    status: text('status').$type<(typeof APPLICATION_STATUSES)[number]>().notNull().default('applied'),
    createdAt: createdAt(),
    ...versionColumns(),
  },
  (t) => [index('vacancy_applications_person_idx').on(t.tenantId, t.personId)],
);

export const blockedDates = pgTable(
  'blocked_dates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('blocked_dates_person_idx').on(t.tenantId, t.personId)],
);

export const vacationRequests = pgTable(
  'vacation_requests',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startHalfDay: boolean('start_half_day').notNull().default(false),
    endHalfDay: boolean('end_half_day').notNull().default(false),
    paid: boolean('paid').notNull().default(true),
    status: text('status').$type<TVacationStatus>().notNull().default('requested'),
    comment: text('comment'),
    /** The planner's decision (approve or decline) and who took it. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByPersonId: integer('decided_by_person_id').references(() => persons.id),
    createdAt: createdAt(),
    ...versionColumns(),
  },
  (t) => [index('vacation_requests_person_idx').on(t.tenantId, t.personId)],
);

export const activityTypes = pgTable('activity_types', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  name: text('name').notNull(),
});

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    caption: text('caption').notNull(),
    body: text('body'),
    /** A to-do the product wrote itself: its words' key and values (services/activities/activity-texts.ts), worded for each reader. */
    textKey: text('text_key'),
    textValues: jsonb('text_values').$type<Record<string, unknown>>(),
    typeId: integer('type_id').references(() => activityTypes.id),
    category: text('category'),
    recipientPersonId: integer('recipient_person_id').references(() => persons.id),
    // A group of users (for example 'Accountants', 'Planners') when no single person is the recipient.
    recipientGroup: text('recipient_group'),
    dueDate: date('due_date'),
    priority: integer('priority').notNull().default(3),
    personPartyId: integer('person_party_id').references(() => persons.id),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    crewItemId: integer('crew_item_id').references(() => projectCrewItems.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('activities_tenant_due_idx').on(t.tenantId, t.dueDate)],
);

export const plusCrews = pgTable(
  'plus_crews',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    /** When its settings (plus_crew_values) last changed: that is a change of the plus crew, and
     *  counts up its version (services/plus-crews/values.ts). */
    settingsChangedAt: timestamp('settings_changed_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [uniqueIndex('plus_crews_tenant_number_uq').on(t.tenantId, t.number)],
);

/** The tenant's bank holidays (public holidays), one row per day: the planner board marks them. */
export const bankHolidays = pgTable(
  'bank_holidays',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_holidays_tenant_date_uq').on(t.tenantId, t.date)],
);

/**
 * The tenant's working-time rules (lib/domain/planning/working-time.ts ZWorkingTimeRules), one row
 * per tenant, kept by planners; a tenant without a row works with the defaults. Versioned, as
 * two planners may change them at once.
 */
export const workingTimeRules = pgTable(
  'working_time_rules',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    ...versionColumns(),
  },
  (t) => [uniqueIndex('working_time_rules_tenant_idx').on(t.tenantId)],
);
