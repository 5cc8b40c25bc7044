'use client';
// The planners' decisions on vacation requests (rules "Vacation request"): each request
// waiting with the person, the days (half days noted), paid or unpaid, and a warning when it
// falls on a confirmed job of theirs. Approve (asked once more when it falls on a job) or
// decline (always asked once more); the request then leaves the list.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { decideVacation, useVacationReview } from '@/lib/client/api/planning';
import { toast } from '@/lib/client/toast-store';
import { useRefusal } from '@/app/_components/form/use-refusal';
import type { TVacationReview } from '@/lib/domain/planning';
import { calendarDate, dateRange, wallSpan } from '@/lib/i18n/formats';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { LoadedList } from '@/app/_components/ui/loaded-list';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { VACATION_PAGE } from './paging';

export function VacationDecisions({
  personId,
  initial,
  linkPeople,
}: {
  /** Only this person's requests (their crew profile); everyone's when left out. */
  personId?: number;
  /** The first VACATION_PAGE + 1 requests (one more tells whether there are more). */
  initial: TVacationReview[];
  /** Link each name to the person's crew profile. */
  linkPeople: boolean;
}) {
  const t = useTranslations('VacationDecisions');
  const refused = useRefusal();
  const router = useRouter();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(VACATION_PAGE);
  const swr = useVacationReview({ personId, limit: shown + 1 }, shown === VACATION_PAGE ? initial : undefined);

  const decide = async (v: TVacationReview, action: 'approve' | 'decline') => {
    try {
      await decideVacation(v, action);
      toast.success(t(action === 'approve' ? 'approved' : 'declined', { name: v.person.name }));
    } catch (err) {
      // Decided by another planner meanwhile: named, and the list below shows it as it is now.
      await refused(err);
    }
    await swr.mutate();
    router.refresh();
  };

  return (
    <div data-testid="vacation-decisions" data-ready={hydrated ? 'true' : undefined}>
      <LoadedList swr={swr} failedHeading={t('failed')} empty={t('none')} emptyTestId="vacation-decisions-empty">
        {(data) => (
          <>
            <ul className="flex flex-col gap-3">
              {data.slice(0, shown).map((v) => (
                <VacationDecision key={v.id} vacation={v} linkPeople={linkPeople} onDecide={decide} />
              ))}
            </ul>
            {data.length > shown ? (
              <Button
                onClick={() => setShown((n) => n + VACATION_PAGE)}
                className="mt-3 w-full"
                data-testid="more-vacations"
              >
                {t('more')}
              </Button>
            ) : null}
          </>
        )}
      </LoadedList>
    </div>
  );
}

function VacationDecision({
  vacation: v,
  linkPeople,
  onDecide,
}: {
  vacation: TVacationReview;
  linkPeople: boolean;
  onDecide: (v: TVacationReview, action: 'approve' | 'decline') => Promise<void>;
}) {
  const t = useTranslations('VacationDecisions');
  return (
    <li
      data-testid="vacation-decision"
      data-vacation-id={v.id}
      className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-line"
    >
      <div className="flex items-start justify-between gap-2">
        {linkPeople ? (
          <Link href={`/crew-profile/${v.person.id}`} className="font-medium text-hover underline">
            {v.person.name}
          </Link>
        ) : (
          <span className="font-medium">{v.person.name}</span>
        )}
        <StatusBadge>{t(v.paid ? 'paid' : 'unpaid')}</StatusBadge>
      </div>
      <VacationDays vacation={v} />
      {v.comment ? <p className="text-sm">“{v.comment}”</p> : null}
      {v.clashes.length > 0 ? <Clashes vacation={v} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        {v.clashes.length > 0 ? (
          <ConfirmButton
            label={t('approve')}
            question={t('approveAnyway', { name: v.person.name })}
            confirmLabel={t('approveConfirm')}
            testId="approve-vacation"
            onConfirm={() => onDecide(v, 'approve')}
          />
        ) : (
          <Button
            look="primary"
            onClick={() => void onDecide(v, 'approve')}
            className="min-h-10 text-sm"
            data-testid="approve-vacation"
          >
            {t('approve')}
          </Button>
        )}
        <ConfirmButton
          quiet
          label={t('decline')}
          question={t('declineQuestion', { name: v.person.name })}
          confirmLabel={t('declineConfirm')}
          testId="decline-vacation"
          onConfirm={() => onDecide(v, 'decline')}
        />
      </div>
    </li>
  );
}

function VacationDays({ vacation: v }: { vacation: TVacationReview }) {
  const t = useTranslations('VacationDecisions');
  const format = useFormatter();
  const days =
    v.startDate === v.endDate
      ? format.dateTime(calendarDate(v.startDate), 'calendarDayYear')
      : dateRange(format, calendarDate(v.startDate), calendarDate(v.endDate), 'calendarDayYear');
  const halves = [v.startHalfDay ? t('halfStart') : null, v.endHalfDay ? t('halfEnd') : null].filter(Boolean);
  return (
    <p className="text-sm" data-testid="vacation-days">
      {days} · {t('days', { days: v.days })}
      {halves.length > 0 ? <span className="block text-muted">{halves.join(' · ')}</span> : null}
    </p>
  );
}

function Clashes({ vacation: v }: { vacation: TVacationReview }) {
  const t = useTranslations('VacationDecisions');
  const format = useFormatter();
  return (
    <div className="rounded-lg bg-soft p-2 text-sm ring-1 ring-line" data-testid="vacation-clashes">
      <p className="font-medium text-plan-overlap">{t('clashes', { count: v.clashes.length })}</p>
      <ul className="flex flex-col gap-1">
        {v.clashes.map((c) => (
          <li key={c.assignmentId}>
            {c.project.number} {c.project.name} · {c.crew.name} · {c.function.name},{' '}
            {c.endDate && c.endDate !== c.startDate
              ? dateRange(format, calendarDate(c.startDate), calendarDate(c.endDate), 'calendarDay')
              : format.dateTime(calendarDate(c.startDate), 'calendarDay')}{' '}
            {wallSpan(format, c.startTime, c.endTime)}
          </li>
        ))}
      </ul>
    </div>
  );
}
