// The password of a link login, a project's (PID) or a plus crew's (PCID): set or cleared in
// one transaction with the end of the sessions opened with the old one. The
// caller has checked its right and that the row is the tenant's.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plusCrews, projects } from '../../db/schema';
import { hashPassword } from './passwords';
import { revokeReducedSessions } from './sessions';

export async function setLinkPassword(
  db: Db,
  tenantId: number,
  of: { projectId: number } | { plusCrewId: number },
  password: string | null,
): Promise<void> {
  const passwordHash = password === null ? null : await hashPassword(password);
  const [table, id] = 'projectId' in of ? [projects, of.projectId] : [plusCrews, of.plusCrewId];
  await db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ passwordHash })
      .where(and(eq(table.id, id), eq(table.tenantId, tenantId)));
    await revokeReducedSessions(tx, tenantId, of);
  });
}
