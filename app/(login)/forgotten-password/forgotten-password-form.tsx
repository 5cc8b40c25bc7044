'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { errorMessageKey, type TErrorCode } from '@/lib/client/error-message';
import { ApiClientError, apiRequest } from '@/lib/client/fetcher';
import { Field, FormMessage, SubmitButton } from '../_components/form-parts';

export function ForgottenPasswordForm() {
  const t = useTranslations('ForgottenPasswordPage');
  const tr = useTranslations();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<TErrorCode | null>(null);
  const [missing, setMissing] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const username = String(new FormData(e.currentTarget).get('username') ?? '').trim();
    setMissing(!username);
    if (!username) return;
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/api/public/forgotten-password', { method: 'POST', json: { username } });
      setSent(true);
    } catch (err) {
      setError(err instanceof ApiClientError ? err.code : 'UNKNOWN');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{t('heading')}</h1>
      {sent ? (
        <FormMessage kind="success">{t('sent')}</FormMessage>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('intro')}</p>
          {error ? <FormMessage kind="error">{tr(errorMessageKey(error))}</FormMessage> : null}
          <Field
            id="username"
            label={t('username')}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            inputMode="email"
            required
            error={missing ? t('usernameRequired') : null}
          />
          <SubmitButton busy={busy}>{t('submit')}</SubmitButton>
        </form>
      )}
      <Link href="/login" className="flex min-h-12 items-center justify-center text-sm text-hover hover:underline">
        {t('backToLogin')}
      </Link>
    </div>
  );
}
