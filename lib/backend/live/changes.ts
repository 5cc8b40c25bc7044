// Writing and reading the notes of committed changes (lib/domain/live/changes.ts). A service calls
// `noteChange` inside the transaction of its change: the row and its NOTIFY then exist exactly
// when the change does (PostgreSQL delivers a NOTIFY on commit, never for a rolled-back one), to
// every backend process listening on LIVE_CHANNEL.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { liveChanges } from '../db/schema';
import type { TChange, TChangeTopic } from '../../domain/live/changes';

export const LIVE_CHANNEL = 'crewdeck_changes';

/** A note as the backend routes it: with its tenant, which a stream never passes on. */
export type TTenantChange = TChange & { tenantId: number };

type TRow = typeof liveChanges.$inferSelect;
const changeOf = (r: TRow): TTenantChange => ({
  id: r.id,
  tenantId: r.tenantId,
  topic: r.topic,
  key: r.key,
  projectId: r.projectId,
  at: r.at.toISOString(),
});

/** Notes a change of `topic` `key`, in the caller's transaction. */
export async function noteChange(
  tx: DbOrTx,
  tenantId: number,
  change: { topic: TChangeTopic; key: number; projectId?: number | null },
): Promise<TTenantChange> {
  const [row] = await tx
    .insert(liveChanges)
    .values({ tenantId, topic: change.topic, key: change.key, projectId: change.projectId ?? null })
    .returning();
  const noted = changeOf(row!);
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(noted)})`);
  return noted;
}

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
