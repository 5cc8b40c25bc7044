'use client';
// The shifts colleagues offer that fit the crew member and fall when they are free, to take
// (after a confirmation); one they took shows as waiting for a planner.
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { takeShift, useOfferedShifts } from '@/lib/client/api/shift-swaps';
import { ShiftSummary } from '../_vacancies/shift-summary';
import { SwapList, type TSwapsInitial } from './swap-list';
import { useSwapStep } from './use-swap-step';

export function OfferedShifts({ initial }: { initial: TSwapsInitial }) {
  const t = useTranslations('ShiftSwaps');
  const swr = useOfferedShifts(initial.ok ? initial.data : undefined);
  const run = useSwapStep();
  return (
    <SwapList
      id="offered-shifts"
      title={t('offeredTitle')}
      intro={t('offeredIntro')}
      empty={t('offeredEmpty')}
      notFound={t('offeredNotFound')}
      initial={initial}
      swr={swr}
    >
      {(s) => (
        <>
          <ShiftSummary shift={s.shift} headingId={`offered-shifts-${s.id}`} />
          <p className="text-sm">{t('offeredBy', { name: s.offeredBy.name })}</p>
          <div className="mt-2">
            {s.status === 'taken' ? (
              <StatusBadge testId="offered-shift-status">{t('statusTakenByYou')}</StatusBadge>
            ) : (
              <ConfirmButton
                label={t('take')}
                ariaLabel={t('takeLabel', { project: s.shift.project.name, name: s.offeredBy.name })}
                question={t('takeQuestion', { name: s.offeredBy.name })}
                confirmLabel={t('take')}
                onConfirm={() => run(() => takeShift(s.id), t('taken'))}
                testId={`offered-shift-take-${s.id}`}
              />
            )}
          </div>
        </>
      )}
    </SwapList>
  );
}
