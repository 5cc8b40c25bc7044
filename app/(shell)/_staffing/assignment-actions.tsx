'use client';
// What a planner does with a person on a row: confirm them (through the double-booking rule),
// ask them (a spare, or someone the client asked for), record a no-show once the shift has
// started, or take them off the row (asked twice: they lose the job).
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { cancelAssignment, changeAssignment, recordNoShow } from '@/lib/client/api/planning';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { useRefusal } from '@/app/_components/form/use-refusal';
import { versionConflictOf } from '@/lib/client/versions';
import type { TAssignmentView } from '@/lib/domain/planning';
import { CONFIRMED_ASSIGNMENT_STATUSES } from '@/lib/domain/planning/statuses';
import { Button } from '@/app/_components/ui/buttons';
import { DoubleBookingWarning } from './double-booking-warning';
import { useBooking } from './use-booking';

/** What is asked before it is done (confirming goes through the double-booking check instead). */
type TAction = 'request' | 'noShow' | 'cancel';

export function AssignmentActions({
  item,
  assignment,
  canNoShow,
  onChanged,
}: {
  /** The crew item, at the version the planner sees (a no-show is a change of it). */
  item: { id: number; version: number };
  assignment: TAssignmentView;
  /** The item is active and its shift has started. */
  canNoShow: boolean;
  onChanged: () => Promise<void> | void;
}) {
  const t = useTranslations('Staffing');
  const tRoot = useTranslations();
  const refused = useRefusal();
  const [asking, setAsking] = useState<TAction | null>(null);
  const [busy, setBusy] = useState(false);
  const name = assignment.person.name;
  const confirmed = CONFIRMED_ASSIGNMENT_STATUSES.includes(assignment.status);
  const booking = useBooking<TAssignmentView>(async (a, confirmDoubleBooking) => {
    try {
      await changeAssignment(a, { status: 'confirmed', confirmDoubleBooking });
    } catch (err) {
      // Changed meanwhile: shown as it is now, with the refusal beside it.
      if (versionConflictOf(err)) void onChanged();
      throw err;
    }
    toast.success(t('confirmed', { name }));
    await onChanged();
  });

  const run = async (action: TAction) => {
    setBusy(true);
    try {
      if (action === 'request') await changeAssignment(assignment, { status: 'requested' });
      if (action === 'noShow') await recordNoShow(item, assignment.id);
      if (action === 'cancel') await cancelAssignment(assignment);
      toast.success(t(`done.${action}`, { name }));
      setAsking(null);
      await onChanged();
    } catch (err) {
      await refused(err, onChanged);
    } finally {
      setBusy(false);
    }
  };

  const { state } = booking;
  if (state.step === 'conflict' || (state.step === 'sending' && state.conflicts)) {
    return (
      <DoubleBookingWarning
        name={name}
        conflicts={state.conflicts ?? []}
        busy={state.step === 'sending'}
        onConfirm={() => void booking.confirm()}
        onBack={booking.reset}
      />
    );
  }
  if (asking) {
    return (
      <div
        role="alertdialog"
        aria-labelledby={`ask-${assignment.id}`}
        className="flex flex-col gap-2 rounded-lg bg-soft p-2"
      >
        <p id={`ask-${assignment.id}`} className="text-sm font-medium">
          {t(`ask.${asking}`, { name })}
        </p>
        <div className="flex gap-2">
          <Button look="primary" busy={busy} className="flex-1" onClick={() => void run(asking)}>
            {t(`yes.${asking}`)}
          </Button>
          <Button disabled={busy} className="flex-1" onClick={() => setAsking(null)}>
            {t('keep')}
          </Button>
        </div>
      </div>
    );
  }
  const sending = state.step === 'sending';
  return (
    <div className="flex flex-wrap gap-2" data-testid="assignment-actions">
      {state.step === 'failed' ? (
        <p role="alert" className="w-full text-sm text-danger">
          {tRoot(errorMessageKey(state.code))}
        </p>
      ) : null}
      {!confirmed ? (
        <Button
          look="secondary"
          busy={sending}
          onClick={() => void booking.book(assignment)}
          className="min-h-10 text-sm"
        >
          {t('confirm')}
        </Button>
      ) : null}
      {assignment.status === 'spare' || assignment.status === 'clientRequested' ? (
        <Button look="secondary" disabled={sending} onClick={() => void run('request')} className="min-h-10 text-sm">
          {t('request')}
        </Button>
      ) : null}
      {canNoShow ? (
        <Button disabled={sending} onClick={() => setAsking('noShow')} className="min-h-10 text-sm">
          {t('noShow')}
        </Button>
      ) : null}
      <Button disabled={sending} onClick={() => setAsking('cancel')} className="min-h-10 text-sm text-danger">
        {t('cancel')}
      </Button>
    </div>
  );
}
