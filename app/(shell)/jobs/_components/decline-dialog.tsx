'use client';
// The confirmation step before declining a job (a destructive answer), with an optional reason.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';

type Props = {
  /** What is being declined, e.g. the project and day; null closes the dialog. */
  subject: string | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

export const DECLINE_REASON_MAX = 500;

export function DeclineDialog({ subject, busy, onConfirm, onCancel }: Props) {
  const t = useTranslations('JobsPage');
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const reasonId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (subject !== null && !dialog.open) {
      setReason('');
      dialog.showModal();
    } else if (subject === null && dialog.open) dialog.close();
  }, [subject]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="decline-dialog"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-app p-0 text-ink shadow-box backdrop:bg-black/50"
    >
      <form
        method="dialog"
        className="flex flex-col gap-3 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {t('declineTitle')}
        </h2>
        <p>{t('declineQuestion', { subject: subject ?? '' })}</p>
        <label htmlFor={reasonId} className="text-sm font-medium">
          {t('declineReason')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={DECLINE_REASON_MAX}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          className="rounded-lg border border-line bg-app p-2"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            disabled={busy}
            onClick={onCancel}
            className="min-h-12 rounded-lg px-4 font-medium ring-1 ring-line"
          >
            {t('keepJob')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="min-h-12 rounded-lg bg-danger px-4 font-medium text-white disabled:opacity-60"
          >
            {busy ? t('sending') : t('confirmDecline')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
