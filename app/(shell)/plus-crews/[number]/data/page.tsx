// /plus-crews/{number}/data (rules §2 "Plus-crew data screen"): the day's turnover, target and
// staff hours, entered by the team (plusCrews EDIT). The first paint holds the month of the
// selected date; choosing another date reloads in the browser.
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { can } from '@/lib/domain/auth/rights-registry';
import { getMonthSeries } from '@/lib/bff/queries/plus-crews';
import { dateFromQuery } from '@/lib/domain/calendar-date';
import { monthOf } from '@/lib/domain/plus-crews/month';
import { DataScreen } from '@/app/(shell)/_plus-crews/data/data-screen';
import { loadPlusCrew } from '@/app/(shell)/_plus-crews/load-plus-crew';

export const generateMetadata = () => titleMetadata('plusCrewData');

type Props = {
  params: Promise<{ number: string }>;
  searchParams: Promise<{ date?: string | string[] }>;
};

export default async function PlusCrewDataPage({ params, searchParams }: Props) {
  const [loaded, query, today, session] = await Promise.all([
    loadPlusCrew((await params).number),
    searchParams,
    getTenantToday(),
    getRequestSession(),
  ]);
  if (loaded.kind !== 'ok') return null;
  const month = monthOf(dateFromQuery(query.date, today));
  const series = await getMonthSeries(loaded.crew.number, month);
  return (
    <DataScreen
      today={today}
      // A failed first load is tried again in the browser, where it can show its error and a retry.
      initial={{ month: month.dateFrom, series: series.ok ? series.data : undefined }}
      canEdit={can(session?.rights, 'plusCrews.EDIT')}
    />
  );
}
