// The crew's day on site (rules "On the day"): check-in/out, sign-off, delivery notes
// and crew chief sheets, photos, security checks (forms), live location, ratings.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  date,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, persons, tenantId } from './core';
import { assignments, projectCrews } from './planning';
import { bytea, stampedAt } from './columns';
import type { CREW_DOCUMENT_STATUSES, TCrewDocumentKind } from '../../../domain/field-work/documents';
import type { TPhotoStatus } from '../../../domain/field-work/photos';
import type { TFormKind } from '../../../domain/field-work/forms';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const crewChecks = pgTable(
  'crew_checks',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectCrewId: integer('project_crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    workDate: date('work_date').notNull(),
    checkInAt: at('check_in_at').notNull(),
    checkInLat: doublePrecision('check_in_lat'),
    checkInLng: doublePrecision('check_in_lng'),
    checkInAccuracy: doublePrecision('check_in_accuracy'),
    checkInByPersonId: integer('check_in_by_person_id')
      .notNull()
      .references(() => persons.id),
    /** The device's id for a queued (offline) action: the same id twice is one action. */
    checkInClientId: text('check_in_client_id'),
    checkOutAt: at('check_out_at'),
    checkOutLat: doublePrecision('check_out_lat'),
    checkOutLng: doublePrecision('check_out_lng'),
    checkOutAccuracy: doublePrecision('check_out_accuracy'),
    checkOutByPersonId: integer('check_out_by_person_id').references(() => persons.id),
    checkOutClientId: text('check_out_client_id'),
    /** When the server got the check-in and check-out (an offline device sends them later). */
    checkInReceivedAt: at('check_in_received_at'),
    checkOutReceivedAt: at('check_out_received_at'),
    /** Proposed at sign-off by the crew chief (setProposedPaidChargedHours). */
    paidMinutes: integer('paid_minutes'),
    chargedMinutes: integer('charged_minutes'),
    /** A crew chief's hours for their own job wait for a planner's approval. */
    hoursPending: boolean('hours_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crew_checks_assignment_day_uq').on(t.assignmentId, t.workDate),
    uniqueIndex('crew_checks_in_client_uq').on(t.tenantId, t.checkInClientId),
    uniqueIndex('crew_checks_out_client_uq').on(t.tenantId, t.checkOutClientId),
    index('crew_checks_crew_day_idx').on(t.projectCrewId, t.workDate),
  ],
);

export const crewSignOffs = pgTable(
  'crew_sign_offs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectCrewId: integer('project_crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    workDate: date('work_date').notNull(),
    signedOffByPersonId: integer('signed_off_by_person_id')
      .notNull()
      .references(() => persons.id),
    signedOffAt: stampedAt('signed_off_at'),
    comment: text('comment'),
  },
  (t) => [uniqueIndex('crew_sign_offs_crew_day_uq').on(t.projectCrewId, t.workDate)],
);

export type TCrewDocumentLine = {
  personId: number;
  name: string;
  function: string;
  checkInAt: string | null;
  checkOutAt: string | null;
  paidMinutes: number;
  chargedMinutes: number;
};

/** Delivery notes and crew chief sheets: drafted from the hours, released, then signed. */
export const crewDocuments = pgTable(
  'crew_documents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectCrewId: integer('project_crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    workDate: date('work_date').notNull(),
    kind: text('kind').$type<TCrewDocumentKind>().notNull(),
    status: text('status').$type<(typeof CREW_DOCUMENT_STATUSES)[number]>().notNull().default('draft'),
    lines: jsonb('lines').$type<TCrewDocumentLine[]>().notNull().default([]),
    remarks: text('remarks'),
    releasedAt: at('released_at'),
    releasedByPersonId: integer('released_by_person_id').references(() => persons.id),
    signedAt: at('signed_at'),
    signerName: text('signer_name'),
    /** PNG data URL of the drawn signature. */
    signature: text('signature'),
    pdf: bytea('pdf'),
    sentAt: at('sent_at'),
    sentTo: text('sent_to'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('crew_documents_crew_day_kind_uq').on(t.projectCrewId, t.workDate, t.kind)],
);

export const crewPhotos = pgTable(
  'crew_photos',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectCrewId: integer('project_crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    uploadedByPersonId: integer('uploaded_by_person_id')
      .notNull()
      .references(() => persons.id),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    status: text('status').$type<TPhotoStatus>().notNull().default('pending'),
    reviewedByPersonId: integer('reviewed_by_person_id').references(() => persons.id),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('crew_photos_crew_idx').on(t.projectCrewId)],
);

export type TFormQuestion = {
  id: string;
  label: string;
  type: 'yesNo' | 'text' | 'number' | 'choice';
  options?: string[];
  required: boolean;
};

export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    kind: text('kind').$type<TFormKind>().notNull(),
    questions: jsonb('questions').$type<TFormQuestion[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('forms_tenant_idx').on(t.tenantId)],
);

/** One filled-in form; for a security check, one per crew, date and shift. */
export const formResults = pgTable(
  'form_results',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    projectCrewId: integer('project_crew_id').references(() => projectCrews.id, { onDelete: 'cascade' }),
    workDate: date('work_date'),
    shift: text('shift'),
    answers: jsonb('answers').$type<Record<string, string | number | boolean>>().notNull(),
    signerName: text('signer_name'),
    signature: text('signature'),
    signedAt: at('signed_at'),
    pdf: bytea('pdf'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('form_results_crew_day_shift_uq').on(t.formId, t.projectCrewId, t.workDate, t.shift),
    // A questionnaire is filled in once per person (crew security checks have a crew).
    uniqueIndex('form_results_person_form_uq')
      .on(t.formId, t.personId)
      .where(sql`${t.projectCrewId} is null`),
    index('form_results_person_idx').on(t.tenantId, t.personId),
  ],
);

export const liveLocations = pgTable(
  'live_locations',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectCrewId: integer('project_crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracy: doublePrecision('accuracy'),
    recordedAt: stampedAt('recorded_at'),
  },
  (t) => [index('live_locations_crew_time_idx').on(t.projectCrewId, t.recordedAt)],
);

export const crewRatings = pgTable(
  'crew_ratings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectCrewId: integer('project_crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    ratedByPersonId: integer('rated_by_person_id')
      .notNull()
      .references(() => persons.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** A crew chief's rating of themself waits for a planner's approval. */
    pending: boolean('pending').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('crew_ratings_crew_person_uq').on(t.projectCrewId, t.personId),
    index('crew_ratings_person_idx').on(t.tenantId, t.personId),
  ],
);

/** The client's digital confirmation that the crew worked (digitalConfirm). */
export const digitalConfirmations = pgTable(
  'digital_confirmations',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectCrewId: integer('project_crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    workDate: date('work_date').notNull(),
    confirmedByPersonId: integer('confirmed_by_person_id').references(() => persons.id),
    confirmedByName: text('confirmed_by_name').notNull(),
    comment: text('comment'),
    confirmedAt: stampedAt('confirmed_at'),
  },
  (t) => [uniqueIndex('digital_confirmations_crew_day_uq').on(t.projectCrewId, t.workDate)],
);
