'use client';
// The planners' vacancies: each open row with the people who applied. Accepting books the
// person as confirmed; a clash answers with the double-booking warning and needs a second,
// explicit confirmation (rules "double booking"). Rejecting asks first.
import { useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { LoadedList, type TInitialList } from '@/app/_components/ui/loaded-list';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { versionConflictOf } from '@/lib/client/versions';
import { useRefusal } from '@/app/_components/form/use-refusal';
import {
  acceptApplication,
  rejectApplication,
  useProjectVacancies,
  useRevalidateVacancies,
} from '@/lib/client/api/vacancies';
import type { TProjectVacancy, TVacancyApplicant } from '@/lib/domain/vacancies';
import { ShiftSummary } from '@/app/(shell)/_vacancies/shift-summary';
import { DoubleBookingWarning } from '@/app/(shell)/_staffing/double-booking-warning';
import { useBooking } from '@/app/(shell)/_staffing/use-booking';

export function ProjectVacanciesView({ initial }: { initial: TInitialList<TProjectVacancy> }) {
  const t = useTranslations('Vacancies');
  const tRoot = useTranslations();
  const format = useFormatter();
  const swr = useProjectVacancies(initial.ok ? initial.data : undefined);
  const revalidate = useRevalidateVacancies();
  const refused = useRefusal();
  const [busyId, setBusyId] = useState<number | null>(null);
  const booking = useBooking<TVacancyApplicant>(async (a, confirmDoubleBooking) => {
    try {
      await acceptApplication(a, confirmDoubleBooking);
    } catch (err) {
      // Answered or withdrawn meanwhile: shown as it is now, with the refusal beside it.
      if (versionConflictOf(err)) void revalidate();
      throw err;
    }
    toast.success(t('accepted', { name: a.person.name }));
    await revalidate();
  });
  const { state } = booking;

  const reject = async (a: TVacancyApplicant) => {
    setBusyId(a.applicationId);
    try {
      await rejectApplication(a);
      toast.success(t('rejected', { name: a.person.name }));
      await revalidate();
    } catch (err) {
      await refused(err, revalidate);
    } finally {
      setBusyId(null);
    }
  };
  const subjectId = state.step === 'idle' ? null : state.subject.applicationId;

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="project-vacancies-view">
      <LoadedList
        swr={swr}
        initial={initial}
        failedHeading={t('notFoundPlanners')}
        empty={t('emptyPlanners')}
        emptyTestId="project-vacancies-empty"
      >
        {(rows) => (
          <ul className="flex flex-col gap-3">
            {rows.map((v) => (
              <li
                key={v.id}
                data-testid="project-vacancy"
                data-vacancy-id={v.id}
                aria-labelledby={`pv-${v.id}`}
                className="flex flex-col gap-1 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
              >
                <ShiftSummary shift={v} headingId={`pv-${v.id}`} />
                <h3 className="mt-2 text-sm font-semibold">{t('applicants', { count: v.applicants.length })}</h3>
                {v.applicants.length === 0 ? (
                  <p className="text-sm text-muted">{t('noApplicants')}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {v.applicants.map((a) => (
                      <li
                        key={a.applicationId}
                        data-testid="applicant"
                        data-application-id={a.applicationId}
                        className="flex flex-col gap-2 rounded-lg bg-soft p-3 ring-1 ring-line"
                      >
                        <p>
                          <span className="font-medium">{a.person.name}</span>{' '}
                          <span className="text-sm text-muted">
                            {t('appliedOn', { date: format.dateTime(new Date(a.appliedAt), 'short') })}
                          </span>
                        </p>
                        {subjectId === a.applicationId && state.step === 'conflict' ? (
                          <DoubleBookingWarning
                            name={a.person.name}
                            conflicts={state.conflicts}
                            busy={false}
                            onConfirm={() => void booking.confirm()}
                            onBack={booking.reset}
                          />
                        ) : subjectId === a.applicationId && state.step === 'sending' && state.conflicts ? (
                          <DoubleBookingWarning
                            name={a.person.name}
                            conflicts={state.conflicts}
                            busy
                            onConfirm={() => undefined}
                            onBack={booking.reset}
                          />
                        ) : (
                          <div className="flex flex-col gap-2 sm:flex-row">
                            <Button
                              look="primary"
                              busy={subjectId === a.applicationId && state.step === 'sending'}
                              disabled={busyId === a.applicationId}
                              onClick={() => void booking.book(a)}
                              data-testid="applicant-accept"
                              aria-label={t('acceptLabel', { name: a.person.name })}
                            >
                              {t('accept')}
                            </Button>
                            <ConfirmButton
                              quiet
                              label={t('reject')}
                              question={t('rejectQuestion', { name: a.person.name })}
                              confirmLabel={t('reject')}
                              onConfirm={() => reject(a)}
                              disabled={busyId === a.applicationId}
                              testId={`applicant-reject-${a.applicationId}`}
                            />
                          </div>
                        )}
                        {subjectId === a.applicationId && state.step === 'failed' ? (
                          <p role="alert" className="text-sm text-danger">
                            {tRoot(errorMessageKey(state.code))}
                          </p>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
    </ReadyBox>
  );
}
