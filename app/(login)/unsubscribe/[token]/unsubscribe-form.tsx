'use client';
// A button rather than acting on page load: mail scanners open links, people press buttons.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { errorMessageKey, type TErrorCode } from '@/lib/client/error-message';
import { ApiClientError, apiRequest } from '@/lib/client/fetcher';
import { FormMessage, SubmitButton } from '../../_components/form-parts';

export function UnsubscribeForm({ token }: { token: string }) {
  const t = useTranslations('UnsubscribePage');
  const tr = useTranslations();
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<TErrorCode | null>(null);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const data = await apiRequest<{ email: string }>('/api/public/unsubscribe', { method: 'POST', json: { token } });
      setEmail(data.email);
    } catch (err) {
      setError(err instanceof ApiClientError ? err.code : 'UNKNOWN');
    } finally {
      setBusy(false);
    }
  }

  const invalid = error === 'NOT_FOUND' || error === 'VALIDATION_FAILED';
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{t('heading')}</h1>
      {email ? (
        <FormMessage kind="success">{t('done', { email })}</FormMessage>
      ) : invalid ? (
        <FormMessage kind="error">{t('invalid')}</FormMessage>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <p>{t('intro')}</p>
          {error ? <FormMessage kind="error">{tr(errorMessageKey(error))}</FormMessage> : null}
          <SubmitButton busy={busy}>{t('submit')}</SubmitButton>
        </form>
      )}
      <Link href="/login" className="flex min-h-12 items-center justify-center text-sm text-hover hover:underline">
        {t('toLogin')}
      </Link>
    </div>
  );
}
