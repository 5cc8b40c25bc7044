// The planners' shift swaps under way: a taken one to approve (which checks the colleague
// again and refuses a double booking) or reject; an offer nobody took yet, to reject. Both
// answers ask first.
import { getTranslations } from 'next-intl/server';
import type { TLoaded } from '@/lib/bff/load';
import type { TShiftSwapListItem } from '@/lib/domain/shift-swaps';
import { DataSection } from '@/app/_components/ui/data-section';
import { ShiftSummary } from '../_vacancies/shift-summary';
import { SwapStepButton } from './swap-step-button';
import { SwapCards } from './swap-cards';

export async function PendingSwaps({ result }: { result: TLoaded<TShiftSwapListItem[]> }) {
  const t = await getTranslations('ShiftSwaps');
  return (
    <DataSection
      id="pending-swaps"
      title={t('pendingTitle')}
      result={result}
      empty={t('pendingEmpty')}
      failed={t('pendingNotFound')}
    >
      {(swaps) => (
        <SwapCards id="pending-swaps" swaps={swaps}>
          {(s) => {
            const offerer = s.offeredBy.name;
            const taker = s.takenBy?.name;
            return (
              <>
                <ShiftSummary shift={s.shift} headingId={`pending-swaps-${s.id}`} level={3} />
                <p className="text-sm font-medium" data-testid="pending-swap-who">
                  {taker ? t('takenBy', { taker, offerer }) : t('waitingForColleague', { name: offerer })}
                </p>
                <div className="mt-2 flex flex-col gap-2 sm:flex-row">
                  {taker ? (
                    <SwapStepButton
                      step="approve"
                      swap={{ id: s.id, version: s.version }}
                      label={t('approve')}
                      ariaLabel={t('approveLabel', { taker, offerer })}
                      question={t('approveQuestion', { taker, offerer })}
                      done={t('approved', { name: taker })}
                      testId={`pending-swap-approve-${s.id}`}
                    />
                  ) : null}
                  <SwapStepButton
                    step="reject"
                    swap={{ id: s.id, version: s.version }}
                    quiet
                    label={t('reject')}
                    ariaLabel={t('rejectLabel', { project: s.shift.project.name, name: offerer })}
                    question={t('rejectQuestion', { name: offerer })}
                    done={t('rejected')}
                    testId={`pending-swap-reject-${s.id}`}
                  />
                </div>
              </>
            );
          }}
        </SwapCards>
      )}
    </DataSection>
  );
}
