'use client';
// The feedback on a declined payroll item, checked by the domain's schema in the browser and
// again by the server; the page reloads its data after the decline.
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { declinePayrollItem } from '@/lib/client/api/paperwork';
import { toast } from '@/lib/client/toast-store';

const loadSchema = once(() => import('@/lib/domain/paperwork').then((m) => m.ZDeclinePayrollItemInput));

export function DeclineForm({ itemId, onCancel }: { itemId: number; onCancel: () => void }) {
  const t = useTranslations('PayrollItemPage');
  const router = useRouter();
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues: { feedback: '' },
    messages: { feedback: { required: t('feedbackRequired') } },
  });
  const onSubmit = form.submit(async ({ feedback }) => {
    await declinePayrollItem(itemId, feedback);
    toast.success(t('declinedToast'));
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label={t('declineTitle')}>
      <TextareaField
        form={form}
        name="feedback"
        id="decline-feedback"
        label={t('feedbackLabel')}
        hint={t('feedbackHint')}
        rows={4}
      />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <SubmitButton busy={form.busy}>{form.busy ? t('declining') : t('declineSubmit')}</SubmitButton>
      <Button onClick={onCancel} disabled={form.busy}>
        {t('cancel')}
      </Button>
    </form>
  );
}
