// Reading the notes of committed changes (lib/domain/live/changes.ts). The database writes them:
// the triggers of migration 0027 note every statement that changes projects, crews, crew items,
// jobs, checks, sign-offs, to-dos or plus-crew data, in its own transaction, with a NOTIFY on
// LIVE_CHANNEL. The row and its NOTIFY exist exactly when the change does (PostgreSQL delivers
// a NOTIFY on commit, never for a rolled-back one), to every backend process listening.
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { liveChanges } from '../db/schema';
import type { TChange } from '../../domain/live/changes';

export const LIVE_CHANNEL = 'crewdeck_changes';

/** A note as the backend routes it: with its tenant, which a stream never passes on. */
export type TTenantChange = TChange & { tenantId: number };

type TRow = typeof liveChanges.$inferSelect;
export const changeOf = (r: TRow): TTenantChange => ({
  id: r.id,
  tenantId: r.tenantId,
  topic: r.topic,
  key: r.key,
  projectId: r.projectId,
  at: r.at.toISOString(),
});

/** A NOTIFY payload of LIVE_CHANNEL, read back; null for anything else. */
export function changeOfPayload(payload: string): TTenantChange | null {
  try {
    const c = JSON.parse(payload) as TTenantChange;
    return Number.isInteger(c.id) && Number.isInteger(c.tenantId) && Number.isInteger(c.key) ? c : null;
  } catch {
    return null;
  }
}

/** The tenant's notes after `afterId`, oldest first: what a stream that was away missed. */
export async function changesSince(
  db: DbOrTx,
  tenantId: number,
  afterId: number,
  limit = 500,
): Promise<TTenantChange[]> {
  const rows = await db
    .select()
    .from(liveChanges)
    .where(and(eq(liveChanges.tenantId, tenantId), gt(liveChanges.id, afterId)))
    .orderBy(asc(liveChanges.id))
    .limit(limit);
  return rows.map(changeOf);
}

/** Every tenant's notes after `afterId`, oldest first: what a process missed while it did not listen. */
export async function allChangesSince(db: DbOrTx, afterId: number, limit = 5000): Promise<TTenantChange[]> {
  const rows = await db
    .select()
    .from(liveChanges)
    .where(gt(liveChanges.id, afterId))
    .orderBy(asc(liveChanges.id))
    .limit(limit);
  return rows.map(changeOf);
}

/** Deletes the notes older than `before`: a stream away longer reads its screens anew. */
export async function pruneChanges(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db.delete(liveChanges).where(lt(liveChanges.at, before)).returning({ id: liveChanges.id });
  return gone.length;
}
