'use client';
// The screen of /forgottenPassword/{token} and /welcome/{token}: the password rules are shown
// and checked as the user types (ZNewPassword), the backend checks them again.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH, ZNewPassword } from '@/lib/domain/auth';
import { errorMessageKey, type TErrorCode } from '@/lib/client/error-message';
import { ApiClientError, apiRequest } from '@/lib/client/fetcher';
import { Field, FormMessage, SubmitButton } from './form-parts';

export function SetPasswordForm({ token, welcome }: { token: string; welcome: boolean }) {
  const t = useTranslations('SetPasswordPage');
  const tr = useTranslations();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<TErrorCode | null>(null);

  const rules = [
    { key: 'ruleLength', ok: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'ruleLetter', ok: /[A-Za-z]/.test(password) },
    { key: 'ruleDigit', ok: /[0-9]/.test(password) },
  ] as const;
  const valid = ZNewPassword.safeParse(password).success;
  const mismatch = confirm.length > 0 && confirm !== password;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!valid || confirm !== password) return;
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/api/public/set-password', { method: 'POST', json: { token, password } });
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiClientError ? err.code : 'UNKNOWN');
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage kind="success">{t('done')}</FormMessage>
        <Link
          href="/login"
          className="flex min-h-12 items-center justify-center rounded-lg bg-primary px-4 font-semibold text-on-primary shadow-box"
        >
          {t('toLogin')}
        </Link>
      </div>
    );
  }

  const expired = error === 'NOT_FOUND';
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{welcome ? t('welcomeHeading') : t('resetHeading')}</h1>
      <p className="text-sm text-muted">{welcome ? t('welcomeIntro') : t('resetIntro')}</p>
      {error ? (
        <FormMessage kind="error">
          {expired ? t('linkInvalid') : tr(errorMessageKey(error))}{' '}
          {expired ? (
            <Link href="/forgotten-password" className="font-semibold underline">
              {t('newLink')}
            </Link>
          ) : null}
        </FormMessage>
      ) : null}
      <Field
        id="password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched && !valid ? t('rulesNotMet') : null}
        hint={
          <ul aria-label={t('rulesLabel')} className="mt-1 space-y-0.5">
            {rules.map((r) => (
              <li key={r.key} className={r.ok ? 'text-success' : ''} data-ok={r.ok}>
                <span aria-hidden="true">{r.ok ? '✓ ' : '• '}</span>
                {t(r.key, { min: PASSWORD_MIN_LENGTH })}
                <span className="sr-only"> {r.ok ? t('ruleMet') : t('ruleNotMet')}</span>
              </li>
            ))}
          </ul>
        }
      />
      <Field
        id="confirm"
        label={t('confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={mismatch || (touched && confirm !== password) ? t('mismatch') : null}
      />
      <SubmitButton busy={busy}>{t('submit')}</SubmitButton>
    </form>
  );
}
