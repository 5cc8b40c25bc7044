// A note of a change written directly, as the triggers of migration 0027 write one (their own SQL
// function): for the tests of the hub and the stream, which need notes of chosen keys.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { changeOf, type TTenantChange } from '../live/changes';
import type { TChangeTopic } from '../../domain/live/changes';

export async function noteChange(
  tx: DbOrTx,
  tenantId: number,
  change: { topic: TChangeTopic; key: number; projectId?: number | null },
): Promise<TTenantChange> {
  const result = await tx.execute(
    sql`select * from live_note(${tenantId}, ${change.topic}, ${change.key}, ${change.projectId ?? null})`,
  );
  const r = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  return changeOf({
    id: Number(r.id),
    tenantId: Number(r.tenant_id),
    topic: r.topic as TChangeTopic,
    key: Number(r.key),
    projectId: r.project_id === null ? null : Number(r.project_id),
    at: new Date(r.at as string),
  });
}
