'use client';
// The password of a link login, one form for both kinds (rules §2): a project's (PID) and a plus
// crew's (PCID). A planner sees whether it is set and the link to pass on, sets or changes it
// (typed twice, by the server's own rule ZLinkPassword) or removes it after a second "yes". Either
// way the server ends the link sessions opened with the old password, and the form says so.
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { setPlusCrewPassword } from '@/lib/client/api/plus-crews';
import { setProjectPassword } from '@/lib/client/api/projects';
import { errorCodeOf } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { LINK_PASSWORD_MIN } from '@/lib/domain/auth/link-password';
import type { TLinkPasswordForm } from './link-password-schema';

const loadSchema = once(() => import('./link-password-schema').then((m) => m.ZLinkPasswordForm));

/** Whose link login: a project's (by its id, the PID) or a plus crew's (its id is the PCID). */
export type TLinkLogin = { kind: 'project'; id: number } | { kind: 'plusCrew'; id: number; number: number };

const linkOf = (login: TLinkLogin) => `/?${login.kind === 'project' ? 'PID' : 'PCID'}=${login.id}`;

async function save(login: TLinkLogin, password: string | null): Promise<boolean> {
  const saved =
    login.kind === 'project'
      ? await setProjectPassword(login.id, password)
      : await setPlusCrewPassword(login.number, password);
  return saved.hasPassword;
}

export function LinkPasswordForm({
  login,
  hasPassword: initiallySet,
  onSaved,
  onCancel,
}: {
  login: TLinkLogin;
  hasPassword: boolean;
  /** After a change, e.g. to load the project again. */
  onSaved?: () => Promise<void> | void;
  onCancel?: () => void;
}) {
  const t = useTranslations('LinkPassword');
  const tRoot = useTranslations();
  const [hasPassword, setHasPassword] = useState(initiallySet);
  const [done, setDone] = useState<'set' | 'removed' | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const form = useDomainForm<TLinkPasswordForm>({
    schema: loadSchema,
    defaultValues: { password: '', confirm: '' },
  });

  const changed = async (set: boolean) => {
    setHasPassword(set);
    setDone(set ? 'set' : 'removed');
    await onSaved?.();
  };
  const onSubmit = form.submit(async ({ password }) => {
    setDone(null);
    setRemoveError(null);
    const set = await save(login, password);
    form.reset();
    await changed(set);
  });
  const remove = async () => {
    setDone(null);
    setRemoveError(null);
    try {
      await changed(await save(login, null));
    } catch (err) {
      setRemoveError(tRoot(errorMessageKey(errorCodeOf(err))));
    }
  };

  const link = typeof window === 'undefined' ? linkOf(login) : `${window.location.origin}${linkOf(login)}`;
  return (
    <div className="flex flex-col gap-3" data-testid="password-form" data-has-password={hasPassword}>
      <p className="text-sm" data-testid="link-password-state">
        {hasPassword ? t('isSet') : t('notSet')} <span className="break-all font-mono text-muted">{link}</span>
      </p>
      <p className="text-sm text-muted">{t('sessionsEnd')}</p>
      {done ? (
        <FormMessage kind="success" testId="link-password-saved">
          {done === 'set' ? t('saved') : t('removed')}
        </FormMessage>
      ) : null}
      {removeError ? <FormMessage kind="error">{removeError}</FormMessage> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
        <TextField
          form={form}
          name="password"
          id="link-password"
          label={t('newPassword')}
          hint={t('rule', { min: LINK_PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="confirm"
          id="link-password-confirm"
          label={t('confirm')}
          type="password"
          autoComplete="new-password"
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="flex-1">
            <SubmitButton busy={form.busy}>
              {form.busy ? t('saving') : hasPassword ? t('change') : t('set')}
            </SubmitButton>
          </div>
          {onCancel ? (
            <Button disabled={form.busy} onClick={onCancel} className="flex-1">
              {t('cancel')}
            </Button>
          ) : null}
        </div>
      </form>
      {hasPassword ? (
        <ConfirmButton
          quiet
          label={t('remove')}
          question={t('removeQuestion')}
          confirmLabel={t('remove')}
          testId="remove-password"
          disabled={form.busy}
          onConfirm={remove}
        />
      ) : null}
    </div>
  );
}
