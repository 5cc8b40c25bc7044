'use client';
// On a job's page: offer the confirmed job to colleagues (after a confirmation), see where the
// swap stands, and withdraw it until a planner approves. The page is rendered again after each
// step, since an approved swap changes the job itself.
import { useFormatter, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Card } from '@/app/_components/ui/card';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { offerShift, useJobSwap, withdrawSwap } from '@/lib/client/api/shift-swaps';
import type { TJobSwap, TShiftSwap } from '@/lib/domain/shift-swaps';
import { useSwapStep } from './use-swap-step';

function useStatusText(assignmentId: number, swap: TShiftSwap): string {
  const t = useTranslations('ShiftSwaps');
  const format = useFormatter();
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

function SwapStatus({ assignmentId, swap }: { assignmentId: number; swap: TShiftSwap }) {
  return (
    <p data-testid="job-swap-status" data-status={swap.status} aria-live="polite">
      {useStatusText(assignmentId, swap)}
    </p>
  );
}

export function JobSwap({ assignmentId, initial }: { assignmentId: number; initial: TJobSwap }) {
  const t = useTranslations('ShiftSwaps');
  const router = useRouter();
  const { data = initial } = useJobSwap(assignmentId, initial);
  const run = useSwapStep(() => router.refresh());
  const hydrated = useHydrated();
  const { canOffer, swap } = data;
  if (!canOffer && !swap) return null;
  const live = swap?.assignmentId === assignmentId && (swap.status === 'offered' || swap.status === 'taken');
  return (
    <Card id="job-swap-card" title={t('title')}>
      <div className="flex flex-col gap-3" data-testid="job-swap" data-ready={hydrated || undefined}>
        {swap ? <SwapStatus assignmentId={assignmentId} swap={swap} /> : null}
        {live && swap ? (
          <ConfirmButton
            quiet
            label={t('withdraw')}
            question={t('withdrawQuestion')}
            confirmLabel={t('withdraw')}
            onConfirm={() => run(() => withdrawSwap(swap.id), t('withdrawn'))}
            testId="job-swap-withdraw"
          />
        ) : null}
        {canOffer ? (
          <>
            <p className="text-sm text-muted">{t('offerIntro')}</p>
            <ConfirmButton
              label={t('offer')}
              question={t('offerQuestion')}
              confirmLabel={t('offer')}
              onConfirm={() => run(() => offerShift(assignmentId), t('offered'))}
              testId="job-swap-offer"
            />
          </>
        ) : null}
      </div>
    </Card>
  );
}
