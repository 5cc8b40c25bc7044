'use client';
// A receipt's or invoice's lines and the amounts the server computed: one line per item (phone
// first: description, then quantity × price and VAT, the amount on the right), then the net,
// VAT per rate and the total.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TItem, TTotalsResponse } from '@/lib/domain/money';
import { useDecimal, useMoney } from './money';

type Props = { items: TItem[]; totals: TTotalsResponse; currency: string; pricesIncludeVat: boolean };

export function ItemsTable({ items, totals, currency, pricesIncludeVat }: Props) {
  const t = useTranslations('MoneyParts');
  const money = useMoney();
  const decimal = useDecimal();
  return (
    <div className="flex flex-col gap-3" data-testid="items-table">
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 py-2" data-testid="item-line">
            <div className="min-w-0">
              <p className="font-medium">{item.description}</p>
              <p className="text-sm text-muted">
                {t('lineDetail', {
                  quantity: decimal(item.quantity),
                  price: money(item.unitPrice, currency),
                  rate: decimal(item.vatRate),
                })}
              </p>
            </div>
            <span className="shrink-0 tabular-nums">{money(item.amount, currency)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-line pt-2 text-sm" data-testid="totals">
        <div className="flex justify-between gap-3">
          <dt>{pricesIncludeVat ? t('netOfVat') : t('subtotal')}</dt>
          <dd className="tabular-nums" data-testid="total-net">
            {money(totals.net, currency)}
          </dd>
        </div>
        {totals.vatLines.map((line) => (
          <div key={line.vatRate} className="flex justify-between gap-3 text-muted">
            <dt>{t('vatLine', { rate: decimal(line.vatRate), base: money(line.base, currency) })}</dt>
            <dd className="tabular-nums">{money(line.vat, currency)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 text-base font-semibold">
          <dt>{t('total')}</dt>
          <dd className="tabular-nums" data-testid="total-gross">
            {money(totals.gross, currency)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
