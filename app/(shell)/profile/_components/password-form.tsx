'use client';
// Change the own password: the current one first, then the new one twice, by the same rule as
// the set-password screens (lib/domain/auth ZNewPassword).
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { changePassword } from '@/lib/client/api/self-service';
import { toast } from '@/lib/client/toast-store';

const loadSchema = once(() =>
  Promise.all([import('@/lib/domain/self-service'), import('zod')]).then(([m, { z }]) =>
    m.ZPasswordChange.extend({ confirm: z.string() }).refine((v) => v.confirm === v.newPassword, {
      path: ['confirm'],
      message: 'The two passwords are not the same',
      params: { key: 'passwordMismatch' },
    }),
  ),
);

export function PasswordForm({ username }: { username: string | null }) {
  const t = useTranslations('ProfilePage.security');
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    messages: { currentPassword: { invalid: t('currentWrong'), required: t('currentRequired') } },
  });
  const onSubmit = form.submit(async ({ currentPassword, newPassword }) => {
    await changePassword({ currentPassword, newPassword });
    form.reset();
    toast.success(t('changed'));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="password-form">
      <p className="text-sm text-muted">{t('intro')}</p>
      {/* Lets password managers file the new password under the right login. */}
      {username ? <input type="text" hidden readOnly autoComplete="username" value={username} /> : null}
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <TextField
        form={form}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('current')}
      />
      <TextField
        form={form}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={t('new')}
        hint={t('rules')}
      />
      <TextField form={form} name="confirm" type="password" autoComplete="new-password" label={t('confirm')} />
      <SubmitButton busy={form.busy}>{form.busy ? t('saving') : t('save')}</SubmitButton>
    </form>
  );
}
