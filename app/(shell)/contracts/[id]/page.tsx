// /contracts/{id}: a staff contract with its figures, computed by the backend from the planning:
// this period's quota, planned and worked hours; the time account (worked minus quota, carried
// over from period to period); the vacation account; and the contract's documents.
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { getContract, getContractDocuments } from '@/lib/bff/queries/paperwork';
import { loadById, pageRecord } from '@/lib/bff/load';
import { calendarDate } from '@/lib/i18n/formats';
import { Card } from '@/app/_components/ui/card';
import { Detail, DetailList } from '@/app/_components/ui/detail-list';
import { LoadError } from '@/app/_components/ui/load-error';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { hoursText } from '../../_paperwork/hours';
import { CalendarDay, Period } from '../../_paperwork/period';
import { DocumentList } from '../../_paperwork/document-list';
import { ScrollBox } from '@/app/_components/ui/scroll-box';

export const generateMetadata = () => titleMetadata('contract');

export default async function ContractPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t, tRoot, format] = await Promise.all([
    params,
    getTranslations('ContractsPage'),
    getTranslations(),
    getFormatter(),
  ]);
  const result = pageRecord(await loadById(id, getContract));
  if (!result.ok)
    return <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(result.code))} code={result.code} />;
  const c = result.data;
  const docs = await getContractDocuments(c.id);
  const cur = c.current;
  return (
    <div className="flex flex-col gap-4" data-testid="contract-page">
      <Card id="contract">
        <div className="mb-2 flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold">{c.title}</h2>
          <StatusBadge>{c.active ? t('active') : t('inactive')}</StatusBadge>
        </div>
        <DetailList>
          <Detail label={t('company')}>{c.company.name}</Detail>
          <Detail label={t('runs')}>
            {c.endDate ? (
              <Period start={c.startDate} end={c.endDate} />
            ) : (
              <>
                {t('since')} <CalendarDay date={c.startDate} />
              </>
            )}
          </Detail>
          <Detail label={t('quota')}>
            {t(c.periodType === 'week' ? 'quotaWeek' : 'quotaMonth', { hours: hoursText(c.quotaMinutes) })}
          </Detail>
        </DetailList>
      </Card>
      {cur ? (
        <Card id="contract-current" title={t('currentPeriod')}>
          <p className="mb-2 text-sm text-muted">
            <Period start={cur.start} end={cur.end} />
          </p>
          <dl className="grid grid-cols-3 gap-2 text-center" data-testid="contract-figures">
            {(
              [
                ['quotaLabel', cur.quotaMinutes],
                ['planned', cur.plannedMinutes],
                ['worked', cur.workedMinutes],
              ] as const
            ).map(([label, minutes]) => (
              <div key={label} className="rounded-lg bg-soft p-2">
                <dt className="text-xs uppercase tracking-wide text-muted">{t(label)}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid={`figure-${label}`}>
                  {hoursText(minutes)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ) : (
        <Card id="contract-current">
          <p className="text-muted">{t('notStarted')}</p>
        </Card>
      )}
      <Card id="time-account" title={t('timeAccount')}>
        <p className="text-2xl font-semibold tabular-nums" data-testid="time-account-balance">
          {hoursText(c.timeAccountMinutes, true)}
        </p>
        <p className="mb-3 text-sm text-muted">{t('timeAccountRule')}</p>
        <ScrollBox label={t('periods')}>
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{t('periods')}</caption>
            <thead>
              <tr className="text-left text-xs uppercase tracking-wide text-muted">
                <th scope="col" className="py-1 pr-2">
                  {t('period')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t('quotaLabel')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t('worked')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t('vacation')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('carried')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...c.periods].reverse().map((p) => (
                <tr key={p.start} className="border-t border-line">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {format.dateTime(calendarDate(p.start), c.periodType === 'week' ? 'calendarDay' : 'calendarMonth')}
                  </th>
                  <td className="py-1 pr-2 text-right">{hoursText(p.quotaMinutes)}</td>
                  <td className="py-1 pr-2 text-right">{hoursText(p.workedMinutes)}</td>
                  <td className="py-1 pr-2 text-right">{hoursText(p.vacationMinutes)}</td>
                  <td className="py-1 text-right">
                    {p.carriedOutMinutes === null ? t('running') : hoursText(p.carriedOutMinutes, true)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </Card>
      <Card id="vacation-account" title={t('vacationAccount', { year: c.vacation.year })}>
        <dl className="grid grid-cols-2 gap-2" data-testid="vacation-account">
          {(
            [
              ['entitled', c.vacation.entitledDays],
              ['taken', c.vacation.takenDays],
              ['plannedDays', c.vacation.plannedDays],
              ['requested', c.vacation.requestedDays],
              ['left', c.vacation.leftDays],
            ] as const
          ).map(([label, n]) => (
            <div key={label} className="rounded-lg bg-soft p-2">
              <dt className="text-xs uppercase tracking-wide text-muted">{t(label)}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid={`vacation-${label}`}>
                {t('days', { count: n })}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card id="contract-documents" title={t('documents')}>
        <DocumentList result={docs} empty={t('noDocuments')} />
      </Card>
      <Link href="/contracts" className="text-center font-medium text-primary underline underline-offset-2">
        {t('allContracts')}
      </Link>
    </div>
  );
}
