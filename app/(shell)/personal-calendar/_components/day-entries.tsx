'use client';
// What is on the chosen day: jobs (to their page), blocked dates (remove, with the warning when a
// confirmed job falls on one) and vacation (withdraw while requested), each in its colour.
import Link from 'next/link';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { deleteBlockDate, withdrawVacation } from '@/lib/client/api/personal-calendar';
import { errorCodeOf } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast-store';
import type { TDayEntry } from '../_lib/calendar-entries';
import { CARD } from '../_lib/tones';
import { calendarDate, wallClock } from '@/lib/i18n/formats';

type TProps = { day: string; entries: TDayEntry[]; onChanged: () => void };

export function DayEntries({ day, entries, onChanged }: TProps) {
  const t = useTranslations('PersonalCalendarPage');
  const tErr = useTranslations('Errors');
  const format = useFormatter();
  const act = (action: () => Promise<unknown>, done: string) => async () => {
    try {
      await action();
      toast.success(done);
      onChanged();
    } catch (err) {
      toast.error(tErr(errorCodeOf(err)));
    }
  };
  const span = (startDate: string, endDate: string | null) =>
    endDate && endDate !== startDate
      ? t('span', {
          from: format.dateTime(calendarDate(startDate), 'calendarDay'),
          to: format.dateTime(calendarDate(endDate), 'calendarDay'),
        })
      : format.dateTime(calendarDate(startDate), 'calendarDay');

  return (
    <section aria-labelledby="day-title" className="flex flex-col gap-2" data-testid="day-entries">
      <h2 id="day-title" className="font-semibold">
        {format.dateTime(calendarDate(day), 'calendarDayLong')}
      </h2>
      {entries.length === 0 ? (
        <p className="rounded-xl bg-soft p-4 text-muted" data-testid="day-empty">
          {t('dayEmpty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {entries.map((e) => (
            <li
              key={e.key}
              data-testid={`entry-${e.kind}`}
              data-tone={e.tone}
              data-overlaps={e.overlaps || undefined}
              className={`flex flex-col gap-1 rounded-lg border-l-4 p-3 ${CARD[e.tone]}`}
            >
              {e.kind === 'job' ? (
                <>
                  <div className="flex items-start justify-between gap-2">
                    <Link href={`/jobs/${e.job.id}`} className="font-medium text-hover underline">
                      {e.job.function.name} · {e.job.project.name}
                    </Link>
                    <StatusBadge>{t(`job.${e.job.tone}`)}</StatusBadge>
                  </div>
                  <p className="text-sm">
                    {t('job.time', {
                      start: format.dateTime(wallClock(e.job.startTime), 'wallTime'),
                      end: format.dateTime(wallClock(e.job.endTime), 'wallTime'),
                    })}
                    {e.job.location ? ` · ${e.job.location.name}` : ''}
                  </p>
                </>
              ) : e.kind === 'blockedDate' ? (
                <>
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-medium">{e.block.reason || t('blocked.title')}</p>
                    <StatusBadge>{t('blocked.title')}</StatusBadge>
                  </div>
                  <p className="text-sm">
                    {span(e.block.startDate, e.block.endDate)}
                    {e.block.companyName ? ` · ${t('blocked.company', { company: e.block.companyName })}` : ''}
                  </p>
                  {e.block.collidesWithJob ? (
                    <p role="alert" className="text-sm font-medium text-plan-overlap" data-testid="blocked-collides">
                      {t('blocked.collides')}
                    </p>
                  ) : null}
                  <ConfirmButton
                    label={t('blocked.delete')}
                    question={t('blocked.deleteQuestion')}
                    confirmLabel={t('blocked.deleteConfirm')}
                    testId="delete-blocked"
                    onConfirm={act(() => deleteBlockDate(e.block.id), t('blocked.deleted'))}
                  />
                </>
              ) : (
                <>
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-medium">{t(e.vacation.paid ? 'vacation.paidTitle' : 'vacation.unpaidTitle')}</p>
                    <StatusBadge testId="vacation-status">{t(`vacation.status.${e.vacation.status}`)}</StatusBadge>
                  </div>
                  <p className="text-sm">
                    {span(e.vacation.startDate, e.vacation.endDate)} · {t('vacation.days', { days: e.vacation.days })}
                  </p>
                  {e.vacation.startHalfDay || e.vacation.endHalfDay ? (
                    <p className="text-sm text-muted">
                      {[
                        e.vacation.startHalfDay ? t('vacation.halfStart') : null,
                        e.vacation.endHalfDay ? t('vacation.halfEnd') : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  ) : null}
                  {e.vacation.comment ? <p className="text-sm">{e.vacation.comment}</p> : null}
                  {e.vacation.overlaps ? (
                    <p className="text-sm font-medium text-plan-overlap">{t('vacation.overlaps')}</p>
                  ) : null}
                  {e.vacation.status === 'requested' ? (
                    <ConfirmButton
                      label={t('vacation.withdraw')}
                      question={t('vacation.withdrawQuestion')}
                      confirmLabel={t('vacation.withdrawConfirm')}
                      testId="withdraw-vacation"
                      onConfirm={act(() => withdrawVacation(e.vacation.id), t('vacation.withdrawn'))}
                    />
                  ) : null}
                </>
              )}
              {e.overlaps && e.kind === 'job' ? (
                <p className="text-sm font-medium text-plan-overlap">{t('job.overlaps')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
