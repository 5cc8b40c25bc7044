'use client';
// "Request a person for a row" (rules "Assignment"): pick someone, request them; when they are
// already confirmed elsewhere at that time the server answers DOUBLE_BOOKING, the dialog shows
// the marker and the conflicting jobs, and only a second confirmation requests them anyway.
// Shared by the project page and the planner board: give it the row, get `onDone` back. Opened
// to suggest crew, it lists the people who fit and are free instead of the search (which stays
// one tap away); either way the same request flow books them.
import { useEffect, useId, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { requestPerson, useRevalidateCrewItem } from '@/lib/client/api/planning';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { Button } from '@/app/_components/ui/buttons';
import { Loader } from '@/app/_components/loader';
import { FormMessage } from '@/app/_components/form/form-message';
import { DoubleBookingWarning } from './double-booking-warning';
import { PersonPicker } from './person-picker';
import { useBooking } from './use-booking';
import { Sign } from '@/app/_components/ui/sign';

const CrewSuggestionList = dynamic(() => import('./crew-suggestions').then((m) => m.CrewSuggestionList), {
  ssr: false,
  loading: () => <Loader />,
});

export type TRowTarget = {
  itemId: number;
  /** The row to fill; the first free one when left out. */
  rowNo?: number;
  /** What the row is, for the title: "Stagehand, Fri 14 Mar 08:00–17:00". */
  label: string;
  /** Open with the suggested crew rather than the search. */
  suggest?: boolean;
};

export function RequestPersonDialog({
  target,
  onClose,
  onDone,
}: {
  target: TRowTarget | null;
  onClose: () => void;
  onDone: () => Promise<void> | void;
}) {
  const t = useTranslations('Staffing');
  const tSuggest = useTranslations('CrewSuggestions');
  const tRoot = useTranslations();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The target the planner left the suggestions of for the search; a new target starts afresh.
  const [searching, setSearching] = useState<TRowTarget | null>(null);
  const suggesting = Boolean(target?.suggest) && searching !== target;
  const revalidateItem = useRevalidateCrewItem();
  const booking = useBooking<{ id: number; name: string }>(async (person, confirmDoubleBooking) => {
    if (!target) return;
    await requestPerson({
      crewItemId: target.itemId,
      rowNo: target.rowNo,
      personId: person.id,
      status: 'requested',
      confirmDoubleBooking,
    });
    toast.success(t('requested', { name: person.name }));
    void revalidateItem(target.itemId);
    await onDone();
    onClose();
  });
  const { reset } = booking;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (target && !dialog.open) {
      reset();
      dialog.showModal();
    } else if (!target && dialog.open) dialog.close();
  }, [target, reset]);

  const { state } = booking;
  const busy = state.step === 'sending';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="request-person-dialog"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-1rem))] rounded-xl bg-app p-0 text-ink shadow-box backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {suggesting ? tSuggest('title') : target?.rowNo ? t('titleRow', { row: target.rowNo }) : t('title')}
            </h2>
            <p className="text-sm text-muted">{target?.label}</p>
          </div>
          <Button disabled={busy} onClick={onClose} aria-label={t('close')} className="min-w-12 px-2">
            <Sign name="cross" />
          </Button>
        </div>
        {state.step === 'failed' ? <FormMessage kind="error">{tRoot(errorMessageKey(state.code))}</FormMessage> : null}
        {target && (state.step === 'conflict' || (state.step === 'sending' && state.conflicts)) ? (
          <DoubleBookingWarning
            name={state.subject.name}
            conflicts={state.conflicts ?? []}
            busy={busy}
            onConfirm={() => void booking.confirm()}
            onBack={reset}
          />
        ) : target && suggesting ? (
          <>
            <CrewSuggestionList
              itemId={target.itemId}
              busyId={state.step === 'sending' ? state.subject.id : null}
              onPick={(person) => void booking.book(person)}
            />
            <Button disabled={busy} onClick={() => setSearching(target)} data-testid="search-all-crew">
              {tSuggest('searchAll')}
            </Button>
          </>
        ) : target ? (
          <PersonPicker
            itemId={target.itemId}
            busyId={state.step === 'sending' ? state.subject.id : null}
            onPick={(person) => void booking.book(person)}
          />
        ) : null}
      </div>
    </dialog>
  );
}
