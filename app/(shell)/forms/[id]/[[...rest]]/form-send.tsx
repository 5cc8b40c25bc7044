'use client';
// Sending the signed form by email, to any address the user gives.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { sendForm } from '@/lib/client/api/paperwork';
import { toast } from '@/lib/client/toast-store';

const loadSchema = once(() => import('@/lib/domain/paperwork').then((m) => m.ZFormSendInput));

export function FormSend({ formId }: { formId: number }) {
  const t = useTranslations('FormPage');
  const form = useDomainForm({ schema: loadSchema, defaultValues: { email: '' } });
  const onSubmit = form.submit(async ({ email }) => {
    await sendForm(formId, email);
    toast.success(t('sentToast', { email }));
    form.reset();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label={t('sendTitle')}>
      <TextField form={form} name="email" id="form-send-email" label={t('sendTo')} type="email" autoComplete="email" />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <SubmitButton busy={form.busy}>{form.busy ? t('sending') : t('send')}</SubmitButton>
    </form>
  );
}
