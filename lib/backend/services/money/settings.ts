// A company's paperwork settings (companies/{id}/settings): kept under `paperwork` in the
// company's settings, except the next numbers, which are the series counters themselves
// (services/numbering.ts). A company that never saved its settings works with the defaults.
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { companies, documentCounters, tenants } from '../../db/schema';
import { invalidField, notFound } from '../../errors';
import type { TAuth } from '../../context';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion } from '../versions';
import {
  ZCompanySettingsFields,
  ZCurrency,
  type TCompanySettings,
  type TCompanySettingsInput,
} from '../../../domain/money';

type TPaperwork = Omit<TCompanySettingsInput, 'invoiceNextNumber' | 'receiptNextNumber'>;

/** What every company starts with; prefixes carry the company id, so they never collide. */
export function defaultPaperwork(company: { id: number; name: string; currency: string }): TPaperwork {
  return {
    currency: ZCurrency.safeParse(company.currency).data ?? 'EUR',
    invoicePrefix: `INV${company.id}-`,
    receiptPrefix: `REC${company.id}-`,
    vatRates: [
      { name: 'Standard', rate: 21 },
      { name: 'Reduced', rate: 9 },
      { name: 'Zero', rate: 0 },
    ],
    defaultVatRate: 21,
    paymentTermDays: 30,
    senderName: company.name,
    senderEmail: null,
    senderAddress: null,
  };
}

const ZStored = ZCompanySettingsFields.omit({ invoiceNextNumber: true, receiptNextNumber: true });

function paperworkOf(company: {
  id: number;
  name: string;
  currency: string;
  settings: Record<string, unknown>;
}): TPaperwork {
  const parsed = ZStored.safeParse(company.settings.paperwork);
  return parsed.success ? parsed.data : defaultPaperwork(company);
}

async function companyRow(db: DbOrTx, tenantId: number, companyId: number) {
  const [row] = await db
    // A company that has not set its currency works in the tenant's.
    .select({
      id: companies.id,
      name: companies.name,
      settings: companies.settings,
      currency: tenants.currency,
      version: companies.version,
    })
    .from(companies)
    .innerJoin(tenants, eq(tenants.id, companies.tenantId))
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
  if (!row) throw notFound('Company');
  return row;
}

async function nextNumbers(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({ kind: documentCounters.kind, next: documentCounters.nextValue })
    .from(documentCounters)
    .where(eq(documentCounters.companyId, companyId));
  const of = (kind: 'invoice' | 'receipt') => rows.find((r) => r.kind === kind)?.next ?? 1;
  return { invoice: of('invoice'), receipt: of('receipt') };
}

/** The settings the services work with (no counters). */
export async function getPaperwork(
  db: DbOrTx,
  tenantId: number,
  companyId: number,
): Promise<TPaperwork & { companyName: string }> {
  const company = await companyRow(db, tenantId, companyId);
  return { ...paperworkOf(company), companyName: company.name };
}

export async function getCompanySettings(db: DbOrTx, tenantId: number, companyId: number): Promise<TCompanySettings> {
  const company = await companyRow(db, tenantId, companyId);
  const p = paperworkOf(company);
  const next = await nextNumbers(db, companyId);
  return {
    companyId: company.id,
    version: company.version,
    companyName: company.name,
    ...p,
    senderEmail: p.senderEmail ?? null,
    senderAddress: p.senderAddress ?? null,
    invoiceNextNumber: next.invoice,
    receiptNextNumber: next.receipt,
  };
}

/** Another company of the tenant numbering with the same prefix would give the same numbers. */
async function assertPrefixesFree(db: DbOrTx, tenantId: number, companyId: number, v: TCompanySettingsInput) {
  const others = await db
    // A company that has not set its currency works in the tenant's.
    .select({ id: companies.id, name: companies.name, settings: companies.settings, currency: tenants.currency })
    .from(companies)
    .innerJoin(tenants, eq(tenants.id, companies.tenantId))
    .where(and(eq(companies.tenantId, tenantId), ne(companies.id, companyId)));
  for (const other of others.map(paperworkOf)) {
    if (other.invoicePrefix === v.invoicePrefix)
      throw invalidField('invoicePrefix', 'Another company already numbers its invoices with this prefix');
    if (other.receiptPrefix === v.receiptPrefix)
      throw invalidField('receiptPrefix', 'Another company already numbers its receipts with this prefix');
  }
}

/** Changes them all, based on the version of the company they were read from. */
export async function updateCompanySettings(
  db: Db,
  auth: TAuth,
  companyId: number,
  input: TCompanySettingsInput,
  ifMatch: TIfMatch,
): Promise<TCompanySettings> {
  const { tenantId } = auth;
  await db.transaction(async (tx) => {
    // Locked before it is read: the settings are written whole, over what was read here.
    await claimVersion(tx, auth, companies, companyId, ifMatch);
    const company = await companyRow(tx, tenantId, companyId);
    await assertPrefixesFree(tx, tenantId, companyId, input);
    for (const [kind, field, next] of [
      ['invoice', 'invoiceNextNumber', input.invoiceNextNumber],
      ['receipt', 'receiptNextNumber', input.receiptNextNumber],
    ] as const) {
      // Locked, so that a creation running now cannot take a number this check did not see.
      const [current] = await tx
        .select({ next: documentCounters.nextValue })
        .from(documentCounters)
        .where(and(eq(documentCounters.companyId, companyId), eq(documentCounters.kind, kind)))
        .for('update');
      const min = current?.next ?? 1;
      // Moving back would hand out numbers that were used already.
      if (next < min) throw invalidField(field, `The next number may not be lower than ${min}`, 'tooSmall', { min });
      await tx
        .insert(documentCounters)
        .values({ tenantId, companyId, kind, nextValue: next })
        .onConflictDoUpdate({ target: [documentCounters.companyId, documentCounters.kind], set: { nextValue: next } });
    }
    const paperwork: TPaperwork = z.object(ZStored.shape).parse(input);
    await tx
      .update(companies)
      .set({ settings: { ...company.settings, paperwork } })
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
  });
  return getCompanySettings(db, tenantId, companyId);
}
