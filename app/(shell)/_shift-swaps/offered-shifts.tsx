// The shifts colleagues offer that fit the crew member and fall when they are free, to take;
// one they took shows as waiting for a planner.
import { getTranslations } from 'next-intl/server';
import type { TLoaded } from '@/lib/bff/load';
import type { TShiftSwapListItem } from '@/lib/domain/shift-swaps';
import { DataSection } from '@/app/_components/ui/data-section';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { ShiftSummary } from '../_vacancies/shift-summary';
import { TakeShiftButton } from './take-shift-button';
import { SwapCards } from './swap-cards';

export async function OfferedShifts({ result }: { result: TLoaded<TShiftSwapListItem[]> }) {
  const t = await getTranslations('ShiftSwaps');
  return (
    <DataSection
      id="offered-shifts"
      title={t('offeredTitle')}
      result={result}
      empty={t('offeredEmpty')}
      failed={t('offeredNotFound')}
    >
      {(swaps) => (
        <>
          <p className="mb-3 text-sm text-muted">{t('offeredIntro')}</p>
          <SwapCards id="offered-shifts" swaps={swaps}>
            {(s) => (
              <>
                <ShiftSummary shift={s.shift} headingId={`offered-shifts-${s.id}`} level={3} />
                <p className="text-sm">{t('offeredBy', { name: s.offeredBy.name })}</p>
                <div className="mt-2">
                  {s.status === 'taken' ? (
                    <StatusBadge testId="offered-shift-status">{t('statusTakenByYou')}</StatusBadge>
                  ) : (
                    <TakeShiftButton
                      swap={{ id: s.id, version: s.version }}
                      label={t('take')}
                      ariaLabel={t('takeLabel', { project: s.shift.project.name, name: s.offeredBy.name })}
                      done={t('taken')}
                      takenText={t('statusTakenByYou')}
                    />
                  )}
                </div>
              </>
            )}
          </SwapCards>
        </>
      )}
    </DataSection>
  );
}
