'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { safeNextPath } from '@/lib/auth/normalize-path';
import { errorMessageKey, type TErrorCode } from '@/lib/client/error-message';
import { ApiClientError, apiRequest } from '@/lib/client/fetcher';
import { Field, FormMessage, SubmitButton } from '../_components/form-parts';

export function LoginForm({ next, linkError }: { next: string | null; linkError: TErrorCode | null }) {
  const t = useTranslations('LoginPage');
  const tr = useTranslations();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<TErrorCode | null>(linkError);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const missing: Record<string, string> = {};
    if (!username) missing.username = t('usernameRequired');
    if (!password) missing.password = t('passwordRequired');
    setFields(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/api/session', { method: 'POST', json: { username, password } });
      // A full load renders the shell in the user's own language and theme.
      window.location.assign(safeNextPath(next));
    } catch (err) {
      setError(err instanceof ApiClientError ? err.code : 'UNKNOWN');
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-describedby={error ? 'login-error' : undefined}
    >
      <h1 className="text-lg font-semibold">{t('heading')}</h1>
      {error ? (
        <div id="login-error">
          <FormMessage kind="error">{tr(errorMessageKey(error))}</FormMessage>
        </div>
      ) : null}
      <Field
        id="username"
        label={t('username')}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
        required
        error={fields.username}
      />
      <Field
        id="password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        error={fields.password}
      />
      <SubmitButton busy={busy}>{busy ? t('submitting') : t('submit')}</SubmitButton>
      <Link
        href="/forgotten-password"
        className="flex min-h-12 items-center justify-center text-sm text-hover underline-offset-4 hover:underline"
      >
        {t('forgotten')}
      </Link>
    </form>
  );
}
