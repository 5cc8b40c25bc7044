import 'server-only';
// What the receipt and invoice forms need of each company's settings (VAT rates, currency,
// payment terms), read for the companies the caller may file against. A caller who may not
// read the settings gets the common rates.
import { getCompanySettings } from '@/lib/bff/queries/money';
import type { TCompany } from '@/lib/domain/people';
import type { TCompanyChoices } from './item-drafts';

export async function companyChoices(
  companies: TCompany[],
  canRead: boolean,
): Promise<Record<number, TCompanyChoices & { paymentTermDays?: number }>> {
  if (!canRead) return {};
  const loaded = await Promise.all(companies.map((c) => getCompanySettings(c.id)));
  return Object.fromEntries(
    loaded.flatMap((r) =>
      r.ok
        ? [
            [
              r.data.companyId,
              {
                currency: r.data.currency,
                vatRates: r.data.vatRates,
                defaultVatRate: r.data.defaultVatRate,
                paymentTermDays: r.data.paymentTermDays,
              },
            ],
          ]
        : [],
    ),
  );
}
