'use client';
// One board cell opened: the person's positions and markers of the day, each leading to its
// crew; planners also see the open rows of the day and request the person for one. The
// double-booking rule applies as everywhere (useBooking): the server's warning, then a second
// confirmation.
import Link from 'next/link';
import { useEffect, useId, useRef } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { requestPerson } from '@/lib/client/api/planning';
import { useOpenRows } from '@/lib/client/api/planner-board';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { cellMarkers, positionsOn } from '@/lib/domain/planning/board-markers';
import type { TOpenRow } from '@/lib/domain/planning';
import { calendarDate, wallSpan } from '@/lib/i18n/formats';
import { Button } from '@/app/_components/ui/buttons';
import { EmptyState } from '@/app/_components/ui/empty-state';
import { LoadError } from '@/app/_components/ui/load-error';
import { FormMessage } from '@/app/_components/form/form-message';
import { DoubleBookingWarning } from '@/app/(shell)/_staffing/double-booking-warning';
import { useBooking } from '@/app/(shell)/_staffing/use-booking';
import type { TCell } from './board-grid';
import { MarkerChip } from './legend';
import { Sign } from '@/app/_components/ui/sign';

export function CellDialog({
  cell,
  holiday,
  canRequest,
  onClose,
  onChanged,
}: {
  cell: TCell | null;
  holiday: string | undefined;
  canRequest: boolean;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const t = useTranslations('PlannerBoard');
  const tStaffing = useTranslations('Staffing');
  const tRoot = useTranslations();
  const format = useFormatter();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const rows = useOpenRows(cell && canRequest ? { date: cell.date, personId: cell.person.id } : null);
  const booking = useBooking<TOpenRow>(async (row, confirmDoubleBooking) => {
    if (!cell) return;
    await requestPerson({
      crewItemId: row.crewItemId,
      personId: cell.person.id,
      status: 'requested',
      confirmDoubleBooking,
    });
    toast.success(tStaffing('requested', { name: cell.person.name }));
    await Promise.all([onChanged(), rows.mutate()]);
    onClose();
  });
  const { reset, state } = booking;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (cell && !dialog.open) {
      reset();
      dialog.showModal();
    } else if (!cell && dialog.open) dialog.close();
  }, [cell, reset]);

  const busy = state.step === 'sending';
  const markers = cell ? cellMarkers(cell.person, cell.date, holiday !== undefined) : [];
  const positions = cell ? positionsOn(cell.person, cell.date) : [];
  const when = (r: { startTime: string; endTime: string }) => wallSpan(format, r.startTime, r.endTime);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="board-cell-dialog"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto max-h-[90dvh] w-[min(32rem,calc(100vw-1rem))] rounded-xl bg-app p-0 text-ink shadow-box backdrop:bg-black/50"
    >
      {cell ? (
        <div className="flex flex-col gap-3 p-4">
          <div className="flex items-start justify-between gap-2">
            <div>
              <h2 id={titleId} className="text-lg font-semibold">
                {cell.person.name}
              </h2>
              <p className="text-sm text-muted">{format.dateTime(calendarDate(cell.date), 'calendarDayLong')}</p>
            </div>
            <Button disabled={busy} onClick={onClose} aria-label={t('close')} className="min-w-12 px-2">
              <Sign name="cross" />
            </Button>
          </div>
          {markers.length ? (
            <ul className="flex flex-wrap gap-2 text-sm" data-testid="cell-markers">
              {markers.map((m) => (
                <li key={m} className="flex items-center gap-1">
                  <MarkerChip marker={m} />
                  {m === 'bankHoliday' && holiday ? `${t('markers.bankHoliday')}: ${holiday}` : t(`markers.${m}`)}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>{t('free')}</EmptyState>
          )}
          {positions.length ? (
            <ul className="flex flex-col gap-2 text-sm" data-testid="cell-positions">
              {positions.map((p) => (
                <li key={p.id}>
                  <Link
                    href={`/crews/${p.crew.id}`}
                    className="flex min-h-12 flex-col justify-center rounded-lg bg-soft p-2 ring-1 ring-line"
                  >
                    <span className="font-medium">
                      {p.project.number} {p.project.name}
                    </span>
                    <span>
                      {p.crew.name} · {p.function.name} · {when(p)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {canRequest ? (
            <section aria-labelledby={`${titleId}-rows`} className="flex flex-col gap-2">
              <h3 id={`${titleId}-rows`} className="font-semibold">
                {t('openRows')}
              </h3>
              {state.step === 'failed' ? (
                <FormMessage kind="error">{tRoot(errorMessageKey(state.code))}</FormMessage>
              ) : null}
              {state.step === 'conflict' || (state.step === 'sending' && state.conflicts) ? (
                <DoubleBookingWarning
                  name={cell.person.name}
                  conflicts={state.conflicts ?? []}
                  busy={busy}
                  onConfirm={() => void booking.confirm()}
                  onBack={reset}
                />
              ) : rows.error ? (
                <LoadError
                  reason={tRoot(errorMessageKey(rows.error.code))}
                  code={rows.error.code}
                  onRetry={() => rows.mutate()}
                />
              ) : !rows.data ? (
                <p className="text-sm text-muted" aria-busy="true">
                  {t('loadingRows')}
                </p>
              ) : rows.data.length === 0 ? (
                <EmptyState testId="no-open-rows">{t('noOpenRows')}</EmptyState>
              ) : (
                <ul className="flex flex-col gap-2 text-sm" data-testid="open-rows">
                  {rows.data.map((r) => (
                    <li
                      key={r.crewItemId}
                      className="flex items-center justify-between gap-2 rounded-lg p-2 ring-1 ring-line"
                      data-testid="open-row"
                      data-item={r.crewItemId}
                    >
                      <span className="flex flex-col">
                        <span className="font-medium">
                          {r.function.name} · {when(r)}
                        </span>
                        <span className="text-muted">
                          {r.project.number} {r.project.name} · {r.crew.name}
                        </span>
                        <span className="text-xs text-muted">
                          {t('freeRows', { count: r.freeRows })}
                          {r.fits ? '' : ` · ${tStaffing('otherFunction')}`}
                        </span>
                      </span>
                      <Button
                        look="primary"
                        busy={busy && state.step === 'sending' && state.subject.crewItemId === r.crewItemId}
                        disabled={busy}
                        onClick={() => void booking.book(r)}
                        data-testid="request-open-row"
                      >
                        {tStaffing('request')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
