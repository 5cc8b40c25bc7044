'use client';
// A button rather than acting on page load: mail scanners open links, people press buttons.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useState } from 'react';
import { FormMessage } from '@/app/_components/form/form-message';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { apiRequest } from '@/lib/client/fetcher';
import { LoginAreaLink } from '../../_components/login-area-parts';

export function UnsubscribeForm({ token }: { token: string }) {
  const t = useTranslations('UnsubscribePage');
  // No fields: the form gives the button its busy state and the failure its sentence.
  const form = useDomainForm({ defaultValues: {} });
  const [email, setEmail] = useState<string | null>(null);
  const onSubmit = form.submit(async () => {
    const data = await apiRequest<{ email: string }>('/api/public/unsubscribe', { method: 'POST', json: { token } });
    setEmail(data.email);
  });

  const code = form.formError?.code;
  const invalid = code === 'NOT_FOUND' || code === 'VALIDATION_FAILED';
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
          {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
          <SubmitButton busy={form.busy}>{t('submit')}</SubmitButton>
        </form>
      )}
      <LoginAreaLink href="/login">{t('toLogin')}</LoginAreaLink>
    </div>
  );
}
