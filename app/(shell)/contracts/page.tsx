// /contracts (rules §2, right staffContracts): the caller's staff contracts.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getRequestSession } from '@/lib/bff/render-context';
import { getContracts } from '@/lib/bff/queries/paperwork';
import { failed } from '@/lib/bff/load';
import { DataSection } from '@/app/_components/ui/data-section';
import { ListLink } from '../_paperwork/list-link';
import { CalendarDay, Period } from '../_paperwork/period';
import { hoursText } from '../_paperwork/hours';

export const generateMetadata = () => titleMetadata('contracts');

export default async function ContractsPage() {
  const [t, session] = await Promise.all([getTranslations('ContractsPage'), getRequestSession()]);
  const personId = session?.type === 'user' ? session.user.personId : null;
  const result = personId !== null ? await getContracts(personId) : failed('FORBIDDEN', 403);
  return (
    <div className="flex flex-col gap-4" data-testid="contracts-page">
      <DataSection id="contracts" title={t('title')} result={result} empty={t('notFound')} failed={t('notFound')}>
        {(contracts) => (
          <ul className="flex flex-col gap-2">
            {contracts.map((c) => (
              <ListLink
                key={c.id}
                href={`/contracts/${c.id}`}
                testId={`contract-${c.id}`}
                title={c.title}
                status={c.active ? t('active') : t('inactive')}
              >
                {c.company.name} ·{' '}
                {c.endDate ? (
                  <Period start={c.startDate} end={c.endDate} />
                ) : (
                  <>
                    {t('since')} <CalendarDay date={c.startDate} />
                  </>
                )}
                {' · '}
                {t(c.periodType === 'week' ? 'quotaWeek' : 'quotaMonth', { hours: hoursText(c.quotaMinutes) })}
              </ListLink>
            ))}
          </ul>
        )}
      </DataSection>
    </div>
  );
}
