'use client';
// The warning before a double booking: who, the marker, every job, blocked date, approved
// vacation, working-time rule or required training that stands against it, and the second,
// explicit confirmation (or going back to choose someone else). Only rules broken (working time,
// trainings): no marker, and it says so.
import { useEffect, useRef } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TBookingConflict } from '@/lib/domain/planning';
import { calendarDate, dateRange } from '@/lib/i18n/formats';
import { Button } from '@/app/_components/ui/buttons';
import { DoubleBookingMarker } from './double-booking-marker';
import { WorkingTimeBreach } from './working-time-breach';

export function DoubleBookingWarning({
  name,
  conflicts,
  busy,
  onConfirm,
  onBack,
}: {
  name: string;
  conflicts: TBookingConflict[];
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const t = useTranslations('Staffing');
  const format = useFormatter();
  const tRules = useTranslations('WorkingTime');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const onlyRules = conflicts.length > 0 && conflicts.every((c) => c.kind === 'workingTime' || c.kind === 'training');
  const onlyWorkingTime = onlyRules && conflicts.every((c) => c.kind === 'workingTime');
  return (
    <div
      role="alertdialog"
      aria-labelledby="double-booking-title"
      className="flex flex-col gap-3"
      data-testid="double-booking-warning"
    >
      {onlyRules ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <DoubleBookingMarker />
        </div>
      )}
      <h3 id="double-booking-title" ref={heading} tabIndex={-1} className="font-semibold">
        {onlyWorkingTime
          ? tRules('heading', { name })
          : onlyRules
            ? t('ruleHeading', { name })
            : t('alreadyBooked', { name })}
      </h3>
      <ul className="flex flex-col gap-2 text-sm" data-testid="double-booking-conflicts">
        {conflicts.map((c, i) =>
          c.kind === 'assignment' ? (
            <li key={`a${c.assignmentId}`} className="rounded-lg bg-soft p-2 ring-1 ring-line">
              <p className="font-medium">
                {c.project.number} {c.project.name}
              </p>
              <p>
                {c.crew.name} · {c.function.name}
              </p>
              <p className="text-muted">{dateRange(format, new Date(c.startsAt), new Date(c.endsAt), 'dayTime')}</p>
            </li>
          ) : c.kind === 'workingTime' ? (
            <WorkingTimeBreach key={`w${i}`} conflict={c} />
          ) : c.kind === 'training' ? (
            <li key={`t${c.training.id}`} className="rounded-lg bg-soft p-2 ring-1 ring-line">
              <p className="font-medium">
                {c.expiresOn
                  ? t('trainingExpired', {
                      training: c.training.name,
                      date: format.dateTime(calendarDate(c.expiresOn), 'calendarDay'),
                    })
                  : t('trainingMissing', { training: c.training.name })}
              </p>
            </li>
          ) : c.kind === 'vacation' ? (
            <li key={`v${c.vacationRequestId}`} className="rounded-lg bg-soft p-2 ring-1 ring-line">
              <p className="font-medium">{t(c.paid ? 'approvedVacationPaid' : 'approvedVacationUnpaid')}</p>
              <p>{dateRange(format, calendarDate(c.startDate), calendarDate(c.endDate), 'calendarDay')}</p>
            </li>
          ) : (
            <li key={`b${c.blockedDateId}`} className="rounded-lg bg-soft p-2 ring-1 ring-line">
              <p className="font-medium">{t('blockedDate')}</p>
              <p>
                {c.endDate && c.endDate !== c.startDate
                  ? dateRange(format, calendarDate(c.startDate), calendarDate(c.endDate), 'calendarDay')
                  : format.dateTime(calendarDate(c.startDate), 'calendarDay')}
                {c.reason ? ` · ${c.reason}` : ''}
              </p>
            </li>
          ),
        )}
      </ul>
      <p className="text-sm">{onlyRules ? tRules('confirmQuestion') : t('confirmQuestion')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button look="primary" busy={busy} onClick={onConfirm} className="flex-1" data-testid="confirm-double-booking">
          {t('bookAnyway')}
        </Button>
        <Button disabled={busy} onClick={onBack} className="flex-1">
          {t('chooseOther')}
        </Button>
      </div>
    </div>
  );
}
