'use client';
// SPEC §7 digitalConfirm: the client (or the crew chief on the device, or a planner) confirms
// that the crew worked today, with the signer's name. Once per day.
import { useId, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/fetcher';
import { confirmDay } from '@/lib/client/api/field-work';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import type { TDigitalConfirmation } from '@/lib/domain/field-work';
import { useHydrated } from '@/app/_components/ui/use-hydrated';

export const SIGNER_NAME_MAX = 120;

type Props = {
  crewId: number;
  date: string;
  initial: TDigitalConfirmation | null;
  canConfirm: boolean;
  worksToday: boolean;
};

export function DigitalConfirmForm({ crewId, date, initial, canConfirm, worksToday }: Props) {
  const t = useTranslations('DigitalConfirm');
  const tRoot = useTranslations();
  const format = useFormatter();
  const [confirmation, setConfirmation] = useState(initial);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const hydrated = useHydrated();
  const errorId = useId();

  if (confirmation) {
    return (
      <p data-testid="digital-confirmation" role="status">
        {t('confirmedBy', {
          name: confirmation.name,
          at: format.dateTime(new Date(confirmation.confirmedAt), 'dayTime'),
        })}
      </p>
    );
  }
  if (!worksToday) return <p className="text-muted">{t('notToday')}</p>;
  if (!canConfirm) return <p className="text-muted">{t('notYet')}</p>;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const signer = name.trim();
    if (!signer) {
      setError(t('nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await confirmDay(crewId, { date, name: signer });
      setConfirmation(saved);
      toast.success(t('saved'));
    } catch (err) {
      const code = err instanceof ApiClientError ? err.code : 'UNKNOWN';
      setError(err instanceof ApiClientError && err.fields?.name ? t('nameRequired') : tRoot(errorMessageKey(code)));
      toast.error(tRoot(errorMessageKey(code)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2"
      data-testid="digital-confirm-form"
      data-ready={hydrated || undefined}
    >
      <p>{t('question')}</p>
      <label htmlFor={nameId} className="text-sm font-medium">
        {t('signerName')}
      </label>
      <input
        id={nameId}
        value={name}
        maxLength={SIGNER_NAME_MAX}
        autoComplete="name"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setName(e.target.value)}
        className="min-h-12 rounded-lg border border-line bg-app px-3"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 rounded-lg bg-primary px-4 font-medium text-on-primary disabled:opacity-60"
      >
        {busy ? t('sending') : t('confirm')}
      </button>
    </form>
  );
}
