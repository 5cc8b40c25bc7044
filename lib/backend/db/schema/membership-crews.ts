// Membership crews (rules "Membership crew"; rules §7 plannerCrews, pCrews,
// contacts/{id}/plannerCrewMemberships): standing teams of persons kept by planners, optionally
// for one client contact (whose client logins may then see the team).
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts, createdAt, persons, tenantId } from './core';

export const plannerCrews = pgTable(
  'planner_crews',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    /** The client this team serves; its client logins see it. */
    contactId: integer('contact_id').references(() => contacts.id),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('planner_crews_tenant_idx').on(t.tenantId)],
);

export const plannerCrewMemberships = pgTable(
  'planner_crew_memberships',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    plannerCrewId: integer('planner_crew_id')
      .notNull()
      .references(() => plannerCrews.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('planner_crew_memberships_uq').on(t.plannerCrewId, t.personId),
    index('planner_crew_memberships_person_idx').on(t.tenantId, t.personId),
  ],
);
