// /payroll-items/{id}: one payroll item; its owner may decline it with feedback, which gives the
// Accountants a to-do (shown below with the item's other to-dos).
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { getPayrollItem } from '@/lib/bff/queries/paperwork';
import { loadById, pageRecord } from '@/lib/bff/load';
import { calendarDate } from '@/lib/i18n/formats';
import { ActionLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { Detail, DetailList } from '@/app/_components/ui/detail-list';
import { LoadError } from '@/app/_components/ui/load-error';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { hoursText } from '../../_paperwork/hours';
import { Money } from '../../_paperwork/money';
import { CalendarDay, Period } from '../../_paperwork/period';
import { DeclineItem } from './decline-item';

export const generateMetadata = () => titleMetadata('payrollItem');

export default async function PayrollItemPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t, tp, tRoot, format] = await Promise.all([
    params,
    getTranslations('PayrollItemPage'),
    getTranslations('Paperwork'),
    getTranslations(),
    getFormatter(),
  ]);
  const result = pageRecord(await loadById(id, getPayrollItem));
  if (!result.ok)
    return <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(result.code))} code={result.code} />;
  const item = result.data;
  return (
    <div className="flex flex-col gap-4" data-testid="payroll-item-page">
      <Card id="payroll-item">
        <div className="mb-2 flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold">{item.description}</h2>
          <StatusBadge testId="item-status">{item.declinedAt ? tp('declined') : tp(`kinds.${item.kind}`)}</StatusBadge>
        </div>
        <DetailList>
          <Detail label={t('payroll')}>
            {item.payrollNumber} (<Period start={item.periodStart} end={item.periodEnd} />)
          </Detail>
          {item.workDate ? (
            <Detail label={t('date')}>
              <CalendarDay date={item.workDate} />
            </Detail>
          ) : null}
          {item.minutes !== null ? <Detail label={t('hours')}>{hoursText(item.minutes)}</Detail> : null}
          {item.rateCents !== null ? (
            <Detail label={t('rate')}>
              <Money cents={item.rateCents} currency={item.currency} />
            </Detail>
          ) : null}
          <Detail label={t('amount')}>
            <Money cents={item.amountCents} currency={item.currency} testId="item-amount" />
          </Detail>
          {item.declineFeedback ? (
            <Detail label={t('feedback')}>
              <span data-testid="item-feedback">{item.declineFeedback}</span>
            </Detail>
          ) : null}
        </DetailList>
      </Card>
      {item.canDecline ? <DeclineItem itemId={item.id} /> : null}
      <Card id="item-activities" title={t('activities')}>
        {item.activities.length === 0 ? (
          <p className="text-muted">{t('noActivities')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="item-activities-list">
            {item.activities.map((a) => (
              <li key={a.id} className="rounded-lg p-3 ring-1 ring-line">
                <p className="font-medium">{a.caption}</p>
                <p className="text-sm text-muted">
                  {t('activityLine', {
                    recipient: a.parameters.recipient,
                    due: a.dueDate ? format.dateTime(calendarDate(a.dueDate), 'calendarDayYear') : '-',
                    priority: a.priority,
                  })}
                </p>
                <p className="text-sm">{a.done ? t('done') : t('open')}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ActionLink href={`/payrolls/${item.payrollNumber}`}>{t('backToPayroll')}</ActionLink>
    </div>
  );
}
