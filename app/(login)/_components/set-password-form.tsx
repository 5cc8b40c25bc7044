'use client';
// Sets a password with a reset or welcome link. The rules are checked as the user types, the
// whole form on submit, and the server checks the password again.
import Link from 'next/link';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useWatch } from 'react-hook-form';
import type { TFieldLimits } from '@/app/_components/form/field-limits';
import { FormMessage } from '@/app/_components/form/form-message';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { useIssueKeys } from '@/app/_components/form/use-issue-keys';
import type { TValidationMessage } from '@/lib/domain/validation';
import { apiRequest } from '@/lib/client/fetcher';
import { LoginAreaButtonLink } from './login-area-parts';
import { PasswordRules } from './password-rules';

const loadSchema = () => import('./set-password-schema').then((m) => m.ZSetPasswordForm);
const loadRule = () => import('./set-password-schema').then((m) => m.ZNewPassword);

export function SetPasswordForm({
  token,
  welcome,
  rules,
  limits,
}: {
  token: string;
  welcome: boolean;
  rules: readonly TValidationMessage[];
  limits: TFieldLimits<'password' | 'confirm'>;
}) {
  const t = useTranslations('SetPasswordPage');
  const form = useDomainForm({ schema: loadSchema, defaultValues: { password: '', confirm: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const broken = useIssueKeys(loadRule, password);

  const onSubmit = form.submit(async ({ password }) => {
    await apiRequest('/api/public/set-password', { method: 'POST', json: { token, password } });
  });

  if (form.formState.isSubmitSuccessful) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage kind="success">{t('done')}</FormMessage>
        <LoginAreaButtonLink href="/login">{t('toLogin')}</LoginAreaButtonLink>
      </div>
    );
  }

  const expired = form.formError?.code === 'NOT_FOUND';
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{welcome ? t('welcomeHeading') : t('resetHeading')}</h1>
      <p className="text-sm text-muted">{welcome ? t('welcomeIntro') : t('resetIntro')}</p>
      {form.formError ? (
        <FormMessage kind="error">
          {expired ? t('linkInvalid') : form.formError.message}{' '}
          {expired ? (
            <Link href="/forgotten-password" className="font-semibold underline">
              {t('newLink')}
            </Link>
          ) : null}
        </FormMessage>
      ) : null}
      <TextField
        form={form}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={<PasswordRules rules={rules} broken={broken} />}
        {...limits.password}
      />
      <TextField
        form={form}
        name="confirm"
        label={t('confirm')}
        type="password"
        autoComplete="new-password"
        {...limits.confirm}
      />
      <SubmitButton busy={form.busy}>{t('submit')}</SubmitButton>
    </form>
  );
}
