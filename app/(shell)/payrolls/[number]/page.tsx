// /payrolls/{number}: one payroll: its items (hours, allowances, expenses), totals and documents.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { getPayrollByNumber } from '@/lib/bff/queries/paperwork';
import { loadById, pageRecord } from '@/lib/bff/load';
import { PAYROLL_ITEM_KINDS } from '@/lib/domain/paperwork';
import { Card } from '@/app/_components/ui/card';
import { Detail, DetailList } from '@/app/_components/ui/detail-list';
import { LoadError } from '@/app/_components/ui/load-error';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { ActionLink } from '@/app/_components/ui/buttons';
import { hoursText } from '../../_paperwork/hours';
import { Money } from '../../_paperwork/money';
import { CalendarDay, Period } from '../../_paperwork/period';

export const generateMetadata = () => titleMetadata('payroll');

export default async function PayrollPage({ params }: { params: Promise<{ number: string }> }) {
  const [{ number }, t, tp, tRoot] = await Promise.all([
    params,
    getTranslations('PayrollPage'),
    getTranslations('Paperwork'),
    getTranslations(),
  ]);
  const result = pageRecord(await loadById(number, getPayrollByNumber));
  if (!result.ok)
    return <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(result.code))} code={result.code} />;
  const p = result.data;
  const money = (cents: number, testId?: string) => <Money cents={cents} currency={p.currency} testId={testId} />;
  return (
    <div className="flex flex-col gap-4" data-testid="payroll-page">
      <Card id="payroll">
        <div className="mb-2 flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold">{t('title', { number: p.number })}</h2>
          <StatusBadge testId="payroll-status">{tp(`payrollStatus.${p.status}`)}</StatusBadge>
        </div>
        <DetailList>
          <Detail label={t('period')}>
            <Period start={p.periodStart} end={p.periodEnd} />
          </Detail>
          <Detail label={t('company')}>{p.company.name}</Detail>
          {p.paidOn ? (
            <Detail label={t('paidOn')}>
              <CalendarDay date={p.paidOn} />
            </Detail>
          ) : null}
        </DetailList>
      </Card>
      <Card id="payroll-totals" title={t('totals')}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{t('hoursWorked', { hours: hoursText(p.totals.minutes) })}</dt>
          <dd className="text-right">{money(p.totals.hoursCents)}</dd>
          <dt>{tp('kinds.allowance')}</dt>
          <dd className="text-right">{money(p.totals.allowancesCents)}</dd>
          <dt className="font-semibold">{t('gross')}</dt>
          <dd className="text-right font-semibold">{money(p.totals.grossCents, 'payroll-gross')}</dd>
          <dt>{t('deductions')}</dt>
          <dd className="text-right">{money(-p.totals.deductionsCents)}</dd>
          <dt>{tp('kinds.expense')}</dt>
          <dd className="text-right">{money(p.totals.expensesCents)}</dd>
          <dt className="font-semibold">{t('net')}</dt>
          <dd className="text-right font-semibold">{money(p.totals.netCents, 'payroll-net')}</dd>
        </dl>
      </Card>
      {PAYROLL_ITEM_KINDS.map((kind) => {
        const items = p.items.filter((i) => i.kind === kind);
        if (!items.length) return null;
        return (
          <Card key={kind} id={`items-${kind}`} title={tp(`kinds.${kind}`)}>
            <ul className="flex flex-col divide-y divide-line">
              {items.map((i) => (
                <li key={i.id}>
                  <Link
                    href={`/payroll-items/${i.id}`}
                    data-testid={`payroll-item-${i.id}`}
                    className="flex min-h-12 items-center justify-between gap-3 py-2 hover:text-hover"
                  >
                    <span className="flex flex-col">
                      <span>{i.description}</span>
                      <span className="text-sm text-muted">
                        {i.workDate ? <CalendarDay date={i.workDate} /> : null}
                        {i.minutes !== null ? ` · ${hoursText(i.minutes)}` : null}
                        {i.declinedAt ? ` · ${tp('declined')}` : null}
                      </span>
                    </span>
                    {money(i.amountCents)}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
      <Card id="payroll-documents" title={t('documents')}>
        {p.documents.length === 0 ? (
          <p className="text-muted">{t('noDocuments')}</p>
        ) : (
          <nav aria-label={t('documents')} className="flex flex-col gap-2">
            {p.documents.map((d) => (
              <ActionLink key={d.id} href={`/payrolls/${p.number}/download/${d.type}`} testId={`document-${d.type}`}>
                {tp(`documentTypes.${d.type}`, { year: d.year })}
              </ActionLink>
            ))}
          </nav>
        )}
      </Card>
    </div>
  );
}
