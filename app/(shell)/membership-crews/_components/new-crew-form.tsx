'use client';
// A new membership crew: its name and, if wanted, a note.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { createMembershipCrew } from '@/lib/client/api/membership-crews';
import { toast } from '@/lib/client/toast-store';
import type { TMembershipCrewInput } from '@/lib/domain/membership-crews';

const loadSchema = once(() => import('@/lib/domain/membership-crews').then((m) => m.ZMembershipCrewInput));

export function NewCrewForm({ onSaved, onCancel }: { onSaved: () => Promise<void>; onCancel: () => void }) {
  const t = useTranslations('MembershipCrews');
  const form = useDomainForm<TMembershipCrewInput>({ schema: loadSchema, defaultValues: { name: '', comment: '' } });
  const onSubmit = form.submit(async (values) => {
    await createMembershipCrew(values);
    toast.success(t('created'));
    await onSaved();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="membership-crew-form">
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <TextField form={form} name="name" label={t('name')} />
      <TextareaField form={form} name="comment" label={t('comment')} rows={2} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <SubmitButton busy={form.busy}>{t('create')}</SubmitButton>
        </div>
        <Button disabled={form.busy} onClick={onCancel} className="flex-1">
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
