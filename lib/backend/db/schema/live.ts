// The notes of committed changes that live screens hear (lib/domain/live/changes.ts). Each is
// written in the transaction of its change and announced with NOTIFY, which PostgreSQL delivers
// only on commit, to every backend process. The table gives the notes one order across processes
// and lets a stream that was away catch up (ids after its last one); old notes are pruned.
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { TChangeTopic } from '../../../domain/live/changes';
import { stampedAt } from './columns';
import { tenantId } from './core';

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
