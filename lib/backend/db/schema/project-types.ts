// Project types: the tenant's own kinds of work (festival, trade fair, corporate event…), a
// list planners choose from on a project. Not the system type of rules "Project" (normal, internal,
// sickness, vacation), which decides what project lists show.
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './core';

export const projectTypes = pgTable(
  'project_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_types_tenant_name_uq').on(t.tenantId, t.name)],
);
