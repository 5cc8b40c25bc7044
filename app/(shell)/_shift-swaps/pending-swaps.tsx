'use client';
// The planners' shift swaps under way: a taken one to approve (which checks the colleague
// again and refuses a double booking) or reject; an offer nobody took yet, to reject. Both
// answers ask first.
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { approveSwap, rejectSwap, usePendingSwaps } from '@/lib/client/api/shift-swaps';
import { ShiftSummary } from '../_vacancies/shift-summary';
import { SwapList, type TSwapsInitial } from './swap-list';
import { useSwapStep } from './use-swap-step';

export function PendingSwaps({ initial }: { initial: TSwapsInitial }) {
  const t = useTranslations('ShiftSwaps');
  const swr = usePendingSwaps(initial.ok ? initial.data : undefined);
  const run = useSwapStep();
  return (
    <SwapList
      id="pending-swaps"
      title={t('pendingTitle')}
      empty={t('pendingEmpty')}
      notFound={t('pendingNotFound')}
      initial={initial}
      swr={swr}
    >
      {(s) => {
        const offerer = s.offeredBy.name;
        const taker = s.takenBy?.name;
        return (
          <>
            <ShiftSummary shift={s.shift} headingId={`pending-swaps-${s.id}`} />
            <p className="text-sm font-medium" data-testid="pending-swap-who">
              {taker ? t('takenBy', { taker, offerer }) : t('waitingForColleague', { name: offerer })}
            </p>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              {taker ? (
                <ConfirmButton
                  label={t('approve')}
                  ariaLabel={t('approveLabel', { taker, offerer })}
                  question={t('approveQuestion', { taker, offerer })}
                  confirmLabel={t('approve')}
                  onConfirm={() => run(() => approveSwap(s.id), t('approved', { name: taker }))}
                  testId={`pending-swap-approve-${s.id}`}
                />
              ) : null}
              <ConfirmButton
                quiet
                label={t('reject')}
                question={t('rejectQuestion', { name: offerer })}
                confirmLabel={t('reject')}
                onConfirm={() => run(() => rejectSwap(s.id), t('rejected'))}
                testId={`pending-swap-reject-${s.id}`}
              />
            </div>
          </>
        );
      }}
    </SwapList>
  );
}
