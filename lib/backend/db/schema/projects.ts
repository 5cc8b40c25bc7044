// The project workspace: a project's documents and attachments, and its logo.
// Files are kept in the database (bytea) so that every backend instance serves them.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, stampedAt } from './columns';
import { createdAt, persons, tenantId } from './core';
import { projects } from './planning';

export type TProjectDocumentKind = 'document' | 'attachment';
export type TProjectDocumentStatus = 'pending' | 'approved' | 'rejected';

export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TProjectDocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    /** The type read from the file's first bytes, never the one the browser claimed. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    status: text('status').$type<TProjectDocumentStatus>().notNull().default('pending'),
    uploadedByPersonId: integer('uploaded_by_person_id').references(() => persons.id),
    reviewedByPersonId: integer('reviewed_by_person_id').references(() => persons.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('project_documents_project_idx').on(t.tenantId, t.projectId)],
);

/** One logo per project (right projects EDIT_PROJECT_LOGO), shown on its page and report. */
export const projectLogos = pgTable('project_logos', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  data: bytea('data').notNull(),
  uploadedByPersonId: integer('uploaded_by_person_id').references(() => persons.id),
  updatedAt: stampedAt('updated_at'),
});
