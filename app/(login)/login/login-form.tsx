'use client';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TFieldLimits } from '@/app/_components/form/field-limits';
import { FormMessage } from '@/app/_components/form/form-message';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { safeNextPath } from '@/lib/auth/normalize-path';
import type { TErrorCode } from '@/lib/client/error-message';
import { apiRequest } from '@/lib/client/fetcher';
import { LoginAreaLink } from '../_components/login-area-parts';
import { UsernameField } from '../_components/username-field';

// POST /api/session checks the same schema.
const loadSchema = () => import('@/lib/domain/auth').then((m) => m.ZLoginBody);

export function LoginForm({
  next,
  linkError,
  limits,
}: {
  next: string | null;
  linkError: TErrorCode | null;
  limits: TFieldLimits<'username' | 'password'>;
}) {
  const t = useTranslations('LoginPage');
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues: { username: '', password: '' },
    messages: { username: { required: t('usernameRequired') }, password: { required: t('passwordRequired') } },
    initialError: linkError,
  });
  // After a successful login the page is being left: the button stays busy.
  const busy = form.busy || form.formState.isSubmitSuccessful;

  const onSubmit = form.submit(async (credentials) => {
    await apiRequest('/api/session', { method: 'POST', json: credentials });
    // A full load renders the shell in the user's own language and theme.
    window.location.assign(safeNextPath(next));
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-describedby={form.formError ? 'login-error' : undefined}
    >
      <h1 className="text-lg font-semibold">{t('heading')}</h1>
      {form.formError ? (
        <FormMessage kind="error" id="login-error">
          {form.formError.message}
        </FormMessage>
      ) : null}
      <UsernameField form={form} label={t('username')} limits={limits.username} />
      <TextField
        form={form}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...limits.password}
      />
      <SubmitButton busy={busy}>{busy ? t('submitting') : t('submit')}</SubmitButton>
      <LoginAreaLink href="/forgotten-password">{t('forgotten')}</LoginAreaLink>
    </form>
  );
}
