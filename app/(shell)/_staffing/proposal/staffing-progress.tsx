'use client';
// Where a proposal is while the solver works: a phase in words and a bar. The bar follows the
// phases, and while solving, the seconds since this screen saw the solve begin against its time
// limit (the browser's own clock: the server's may be set apart from it).
import { useEffect, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TStaffingProposal } from '@/lib/domain/planning/staffing-proposals';

const AT = { queued: 5, reading: 15, solving: 20, explaining: 95 } as const;

export function StaffingProgress({ phase, timeLimitSeconds }: Pick<TStaffingProposal, 'phase' | 'timeLimitSeconds'>) {
  const t = useTranslations('StaffingProposal');
  const step = phase ?? 'queued';
  const [solvedSeconds, setSolvedSeconds] = useState(0);
  useEffect(() => {
    if (step !== 'solving') return;
    const since = Date.now();
    const timer = setInterval(() => setSolvedSeconds((Date.now() - since) / 1000), 500);
    return () => clearInterval(timer);
  }, [step]);
  const solved = step === 'solving' && timeLimitSeconds > 0 ? Math.min(1, solvedSeconds / timeLimitSeconds) : 0;
  const percent = Math.round(step === 'solving' ? AT.solving + solved * (AT.explaining - AT.solving - 5) : AT[step]);
  return (
    <div className="flex flex-col gap-2" data-testid="staffing-progress" data-phase={step}>
      <p aria-live="polite">{t(`phase.${step}`, { seconds: timeLimitSeconds })}</p>
      <div
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-soft ring-1 ring-line"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
