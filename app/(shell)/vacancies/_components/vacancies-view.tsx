'use client';
// The crew member's vacancies: each with Apply, or, once applied, Withdraw (until a planner
// confirms). The server's first paint is the fallback; every change revalidates the lists.
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { LoadedList, type TInitialList } from '@/app/_components/ui/loaded-list';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { errorMessageKey } from '@/lib/client/error-message';
import { ApiClientError } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast-store';
import { applyForVacancy, useRevalidateVacancies, useVacancies, withdrawApplication } from '@/lib/client/api/vacancies';
import type { TVacancy } from '@/lib/domain/vacancies';
import { ShiftSummary } from '@/app/(shell)/_vacancies/shift-summary';

export function VacanciesView({ initial }: { initial: TInitialList<TVacancy> }) {
  const t = useTranslations('Vacancies');
  const tRoot = useTranslations();
  const swr = useVacancies(initial.ok ? initial.data : undefined);
  const revalidate = useRevalidateVacancies();
  const [busyId, setBusyId] = useState<number | null>(null);

  const act = async (v: TVacancy, apply: boolean) => {
    setBusyId(v.id);
    try {
      if (apply) await applyForVacancy(v.id);
      else await withdrawApplication(v.id);
      toast.success(t(apply ? 'applied' : 'withdrawn'));
      await revalidate();
    } catch (err) {
      toast.error(tRoot(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="vacancies-view">
      <p className="text-sm text-muted">{t('intro')}</p>
      <LoadedList
        swr={swr}
        initial={initial}
        failedHeading={t('notFound')}
        empty={t('empty')}
        emptyTestId="vacancies-empty"
      >
        {(vacancies) => (
          <ul className="flex flex-col gap-3">
            {vacancies.map((v) => {
              const waiting = v.application?.status === 'applied';
              return (
                <li
                  key={v.id}
                  data-testid="vacancy-card"
                  data-vacancy-id={v.id}
                  aria-labelledby={`vacancy-${v.id}`}
                  className="flex flex-col gap-1 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="flex flex-col gap-1">
                      <ShiftSummary shift={v} headingId={`vacancy-${v.id}`} />
                    </div>
                    {waiting ? <StatusBadge testId="vacancy-status">{t('statusApplied')}</StatusBadge> : null}
                  </div>
                  <div className="mt-2">
                    {waiting ? (
                      <Button
                        busy={busyId === v.id}
                        onClick={() => void act(v, false)}
                        data-testid="vacancy-withdraw"
                        aria-label={t('withdrawLabel', { project: v.project.name })}
                        className="w-full sm:w-auto"
                      >
                        {t('withdraw')}
                      </Button>
                    ) : (
                      <Button
                        look="primary"
                        busy={busyId === v.id}
                        onClick={() => void act(v, true)}
                        data-testid="vacancy-apply"
                        aria-label={t('applyLabel', { project: v.project.name })}
                        className="w-full sm:w-auto"
                      >
                        {t('apply')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </LoadedList>
    </ReadyBox>
  );
}
