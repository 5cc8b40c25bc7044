'use client';
// The project login (PID): a planner sets its password, or removes it so that the link stops
// working. The link itself is shown, ready to pass on.
import { useTranslations } from 'next-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { setProjectPassword } from '@/lib/client/api/projects';
import { errorCodeOf } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import type { TProjectDetail } from '@/lib/domain/projects';
import { FormActions } from './form-actions';

const loadSchema = once(() => import('@/lib/domain/auth/link-password').then((m) => m.ZLinkPassword));

export function PasswordForm({
  project,
  onSaved,
  onCancel,
}: {
  project: TProjectDetail;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('ProjectForms');
  const tRoot = useTranslations();
  const form = useDomainForm<{ password: string | null }>({ schema: loadSchema, defaultValues: { password: '' } });
  const onSubmit = form.submit(async ({ password }) => {
    await setProjectPassword(project.id, password);
    toast.success(t('passwordSet'));
    await onSaved();
  });
  const link = typeof window === 'undefined' ? '' : `${window.location.origin}/?PID=${project.id}`;
  return (
    <div className="flex flex-col gap-3" data-testid="password-form">
      <p className="text-sm">
        {project.hasPassword ? t('passwordIsSet') : t('passwordNotSet')}{' '}
        <span className="break-all font-mono text-muted">{link}</span>
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
        <TextField form={form} name="password" label={t('newPassword')} type="password" autoComplete="new-password" />
        <FormActions busy={form.busy} label={t('setPassword')} onCancel={onCancel} />
      </form>
      {project.hasPassword ? (
        <ConfirmButton
          quiet
          label={t('removePassword')}
          question={t('removePasswordQuestion')}
          confirmLabel={t('removePassword')}
          testId="remove-password"
          onConfirm={async () => {
            try {
              await setProjectPassword(project.id, null);
              toast.success(t('passwordRemoved'));
              await onSaved();
            } catch (err) {
              toast.error(tRoot(errorMessageKey(errorCodeOf(err))));
            }
          }}
        />
      ) : null}
    </div>
  );
}
