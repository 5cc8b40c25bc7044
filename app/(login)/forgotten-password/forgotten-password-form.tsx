'use client';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TFieldLimits } from '@/app/_components/form/field-limits';
import { FormMessage } from '@/app/_components/form/form-message';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { apiRequest } from '@/lib/client/fetcher';
import { LoginAreaLink } from '../_components/login-area-parts';
import { UsernameField } from '../_components/username-field';

// POST /api/public/forgotten-password checks the same schema.
const loadSchema = () => import('@/lib/domain/auth').then((m) => m.ZForgottenPasswordBody);

export function ForgottenPasswordForm({ limits }: { limits: TFieldLimits<'username'> }) {
  const t = useTranslations('ForgottenPasswordPage');
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues: { username: '' },
    messages: { username: { required: t('usernameRequired') } },
  });
  const onSubmit = form.submit(async (body) => {
    await apiRequest('/api/public/forgotten-password', { method: 'POST', json: body });
  });

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{t('heading')}</h1>
      {form.formState.isSubmitSuccessful ? (
        <FormMessage kind="success">{t('sent')}</FormMessage>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('intro')}</p>
          {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
          <UsernameField form={form} label={t('username')} limits={limits.username} />
          <SubmitButton busy={form.busy}>{t('submit')}</SubmitButton>
        </form>
      )}
      <LoginAreaLink href="/login">{t('backToLogin')}</LoginAreaLink>
    </div>
  );
}
