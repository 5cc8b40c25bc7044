// The notes of committed changes that live screens hear (lib/domain/live/changes.ts). Each is
// written in the transaction of its change and announced with NOTIFY, which PostgreSQL delivers
// only on commit, to every backend process. The table gives the notes one order across processes
// and lets a stream that was away catch up (ids after its last one); old notes are pruned.
import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TChangeTopic } from '../../../domain/live/changes';
import { stampedAt } from './columns';
import { persons, tenantId } from './core';

export const liveChanges = pgTable(
  'live_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    topic: text('topic').$type<TChangeTopic>().notNull(),
    key: integer('key').notNull(),
    projectId: integer('project_id'),
    at: stampedAt('at'),
  },
  (t) => [index('live_changes_tenant_idx').on(t.tenantId, t.id)],
);

/**
 * Who has a place open (a project page, the planner board), for "who else is here": a row per
 * person and place, kept fresh by the page while it is open and deleted when it closes; a row
 * not seen for a minute no longer counts. Arrivals and departures are noted (topic `presence`,
 * migration 0028), staying is not.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    tenantId: tenantId(),
    place: text('place').$type<'project' | 'board'>().notNull(),
    /** The project's id; 0 for the board. */
    placeKey: integer('place_key').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.place, t.placeKey, t.personId] })],
);
