// On a job's page: offer the confirmed job to colleagues (after a confirmation), see where the
// swap stands, and withdraw it until a planner approves. Shown when there is something to do or
// to tell; each step renders the page again, since an approved swap changes the job itself.
import { getFormatter, getTranslations } from 'next-intl/server';
import type { TJobSwap, TShiftSwap } from '@/lib/domain/shift-swaps';
import { Card } from '@/app/_components/ui/card';
import { SwapStepButton } from './swap-step-button-lazy';

async function statusText(assignmentId: number, swap: TShiftSwap): Promise<string> {
  const [t, format] = await Promise.all([getTranslations('ShiftSwaps'), getFormatter()]);
  const taker = swap.takenBy?.name ?? '';
  // The job came to the caller through this swap.
  if (swap.assignmentId !== assignmentId) return t('statusTookOver', { name: swap.offeredBy.name });
  switch (swap.status) {
    case 'offered':
      return t('statusOffered', { date: format.dateTime(new Date(swap.offeredAt), 'short') });
    case 'taken':
      return t('statusTaken', { name: taker });
    case 'approved':
      return t('statusApproved', { name: taker });
    case 'rejected':
      return t('statusRejected');
    case 'withdrawn':
      return t('statusWithdrawn');
  }
}

export async function JobSwap({ assignmentId, state }: { assignmentId: number; state: TJobSwap }) {
  const { canOffer, swap } = state;
  if (!canOffer && !swap) return null;
  const t = await getTranslations('ShiftSwaps');
  const live = swap?.assignmentId === assignmentId && (swap.status === 'offered' || swap.status === 'taken');
  return (
    <Card id="job-swap" title={t('title')}>
      <div className="flex flex-col gap-3">
        {swap ? (
          <p data-testid="job-swap-status" data-status={swap.status}>
            {await statusText(assignmentId, swap)}
          </p>
        ) : null}
        {live && swap ? (
          <SwapStepButton
            step="withdraw"
            swap={{ id: swap.id, version: swap.version }}
            quiet
            label={t('withdraw')}
            question={t('withdrawQuestion')}
            done={t('withdrawn')}
            testId="job-swap-withdraw"
          />
        ) : null}
        {canOffer ? (
          <>
            <p className="text-sm text-muted">{t('offerIntro')}</p>
            <SwapStepButton
              step="offer"
              assignmentId={assignmentId}
              label={t('offer')}
              question={t('offerQuestion')}
              done={t('offered')}
              testId="job-swap-offer"
            />
          </>
        ) : null}
      </div>
    </Card>
  );
}
