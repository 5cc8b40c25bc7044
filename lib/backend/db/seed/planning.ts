// Planning volume of the demo (projects, crews, crew items, assignments...).
import type { Db } from '../client';
import { plusCrews, projects } from '../schema';
import type { TSeedTenant } from './base';

export async function seedPlanning(db: Db, t: TSeedTenant, opts: { scale: number; seed: number; passwordHash: string; volume: 'full' | 'small' }) {
  await db.insert(projects).values({
    tenantId: t.tenantId, number: 26001, name: 'Demo project', companyId: t.companyId, clientId: t.clientContactIds[0]!,
    beginDate: '2026-11-20', endDate: '2026-11-22', status: 'confirmed', passwordHash: opts.passwordHash,
  });
  await db.insert(plusCrews).values({ tenantId: t.tenantId, number: 501, name: 'Store team', companyId: t.companyId, passwordHash: opts.passwordHash });
}
