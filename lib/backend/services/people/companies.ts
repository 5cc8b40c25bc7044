// Companies and branches of a tenant (rules "Company / branch"). Any logged-in user
// may read them: they label projects, receipts and rate cards everywhere.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import { notFound } from '../../errors';

const companyColumns = {
  id: companies.id,
  name: companies.name,
  parentId: companies.parentId,
  vatNumber: companies.vatNumber,
};

export async function listCompanies(db: DbOrTx, tenantId: number) {
  return db
    .select(companyColumns)
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function getCompany(db: DbOrTx, tenantId: number, id: number) {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)));
  if (!row) throw notFound('Company');
  return row;
}
