// Reading the notes of committed changes (lib/domain/live/changes.ts). The database writes them:
// the triggers of migration 0027 note every statement that changes projects, crews, crew items,
// jobs, checks, sign-offs, to-dos or plus-crew data, in its own transaction, with a NOTIFY on
// LIVE_CHANNEL. The row and its NOTIFY exist exactly when the change does (PostgreSQL delivers
// a NOTIFY on commit, never for a rolled-back one), to every backend process listening.
import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
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

/** How far before a stream's last note, by the notes' time, its catch-up looks again. */
export const CATCH_UP_REWIND_MS = 30_000;
/** At most this many notes are sent on catching up; past it, the screens read everything again. */
export const CATCH_UP_LIMIT = 500;

/**
 * What a stream that was away missed, oldest first: the tenant's notes after its last one, and
 * those with a smaller id written up to CATCH_UP_REWIND_MS before it. An id is taken when a note
 * is written, and a transaction that wrote earlier may commit later: its note arrives after notes
 * with larger ids, and a stream that was away meanwhile would never have it. The browser drops
 * the notes it has had. `complete` is false when some may be missing: more than CATCH_UP_LIMIT,
 * or the stream's last note was pruned already.
 */
export async function catchUp(
  db: DbOrTx,
  tenantId: number,
  lastId: number,
): Promise<{ changes: TTenantChange[]; complete: boolean }> {
  const [last] = await db
    .select({ at: liveChanges.at })
    .from(liveChanges)
    .where(and(eq(liveChanges.tenantId, tenantId), eq(liveChanges.id, lastId)));
  const after = gt(liveChanges.id, lastId);
  const rows = await db
    .select()
    .from(liveChanges)
    .where(
      and(
        eq(liveChanges.tenantId, tenantId),
        last
          ? or(
              after,
              and(lt(liveChanges.id, lastId), gte(liveChanges.at, new Date(last.at.getTime() - CATCH_UP_REWIND_MS))),
            )
          : after,
      ),
    )
    .orderBy(asc(liveChanges.id))
    .limit(CATCH_UP_LIMIT + 1);
  return { changes: rows.slice(0, CATCH_UP_LIMIT).map(changeOf), complete: !!last && rows.length <= CATCH_UP_LIMIT };
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
