// A planner's section of vacation requests waiting for a decision: everyone's on Home, one
// person's on their crew profile (where the planning calendar's requested vacation leads).
import { getTranslations } from 'next-intl/server';
import { getVacationReview } from '@/lib/bff/queries/planning';
import { LoadError } from '@/app/_components/ui/load-error';
import { VACATION_PAGE } from './paging';
import { VacationDecisions } from './vacation-decisions-lazy';

export async function VacationRequestsSection({ personId }: { personId?: number }) {
  const [t, tErrors, result] = await Promise.all([
    getTranslations('VacationDecisions'),
    getTranslations('Errors'),
    getVacationReview({ personId, limit: VACATION_PAGE + 1 }),
  ]);
  return (
    <section
      id="vacation-requests"
      aria-labelledby="vacation-requests-title"
      data-testid="vacation-requests"
      className="scroll-mt-16 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
    >
      <h2 id="vacation-requests-title" className="mb-3 text-base font-semibold">
        {t('title')}
      </h2>
      {result.ok ? (
        <VacationDecisions personId={personId} initial={result.data} linkPeople={personId === undefined} />
      ) : (
        <LoadError heading={t('failed')} reason={tErrors(result.code)} code={result.code} />
      )}
    </section>
  );
}
