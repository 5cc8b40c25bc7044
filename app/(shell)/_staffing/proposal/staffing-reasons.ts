'use client';
// The reasons of a proposal in the planner's language: why a person was proposed (the facts the
// preferences weighed) and why a row stays empty (how many people each rule or booking keeps off).
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TEmptyRowReason, TStaffingFacts } from '@/lib/domain/planning/staffing-proposals';
import type { TWorkingTimeRules } from '@/lib/domain/planning/working-time';

export function useStaffingReasons(rules: TWorkingTimeRules) {
  const t = useTranslations('StaffingProposal');
  const format = useFormatter();
  const hours = (minutes: number) => format.number(minutes / 60, { maximumFractionDigits: 1 });

  /** "Forklift driver, 12 jobs in it · rating 4.5 · worked for this client 3 times · 12 km · …" */
  const whyProposed = (functionName: string, f: TStaffingFacts): string =>
    [
      t('why.function', { name: functionName, jobs: f.functionJobs }),
      f.rating === null
        ? t('why.notRated')
        : t('why.rating', { rating: format.number(f.rating, { maximumFractionDigits: 1 }) }),
      f.clientJobs > 0 ? t('why.client', { count: f.clientJobs }) : null,
      f.distanceKm === null ? null : t('why.distance', { km: f.distanceKm }),
      f.quota ? t('why.quota', { planned: hours(f.quota.plannedMinutes), quota: hours(f.quota.quotaMinutes) }) : null,
      f.crewDays > 0 ? t('why.crewDays', { days: f.crewDays }) : null,
    ]
      .filter((part): part is string => part !== null)
      .join(' · ');

  /** "3 people would not get 11 hours of rest" */
  const whyEmpty = (reason: TEmptyRowReason, people: number): string =>
    t(`empty.${reason}`, {
      people,
      rest: format.number(rules.minRestHours),
      shift: format.number(rules.maxShiftHours),
      average: format.number(rules.maxAverageWeeklyHours),
      days: rules.maxConsecutiveDays,
    });

  return { whyProposed, whyEmpty };
}
