// The tenant's project types (rules §9: listed 100 at a time), by name.
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectTypes } from '../../db/schema';

export async function listProjectTypes(db: DbOrTx, tenantId: number, q: { limit: number; page: number }) {
  const where = eq(projectTypes.tenantId, tenantId);
  const data = await db
    .select({ id: projectTypes.id, name: projectTypes.name })
    .from(projectTypes)
    .where(where)
    .orderBy(asc(projectTypes.name), asc(projectTypes.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(projectTypes).where(where);
  return { data, total: Number(total?.n ?? 0) };
}
