'use client';
// A button whose action runs only after a second, explicit "yes" (confirm before
// actions that cannot be undone, like signing off a day or releasing a delivery note).
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';

type Props = {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => Promise<void> | void;
  disabled?: boolean;
  testId?: string;
  /** A quiet button the width of its label, for a secondary action beside others. */
  quiet?: boolean;
  /** The button's accessible name where a list shows several alike (names what it acts on). */
  ariaLabel?: string;
};

export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  disabled,
  testId,
  quiet = false,
  ariaLabel,
}: Props) {
  const t = useTranslations('CrewFieldWork');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button
        type="button"
        data-testid={testId}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
        className={
          quiet
            ? 'min-h-10 rounded-lg px-4 text-sm font-medium text-danger ring-1 ring-line disabled:opacity-60'
            : 'min-h-12 w-full rounded-lg bg-primary px-4 font-medium text-on-primary disabled:opacity-60 sm:w-auto'
        }
      >
        {label}
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${testId ?? 'confirm'}-question`}
      className="flex flex-col gap-2 rounded-lg border border-warning bg-soft p-3"
    >
      <p id={`${testId ?? 'confirm'}-question`} className="font-medium">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          ref={yes}
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
              setAsking(false);
            }
          }}
          className="min-h-12 flex-1 rounded-lg bg-primary px-4 font-medium text-on-primary disabled:opacity-60"
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => setAsking(false)}
          className="min-h-12 flex-1 rounded-lg px-4 font-medium ring-1 ring-line"
        >
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
