'use client';
// Signing the answers: the signer's name and drawn signature. The server checks every required
// answer again; the page then shows the signed form with its PDFs.
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SignerFields, type TSignerValues } from '@/app/_components/form/signer-fields';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Card } from '@/app/_components/ui/card';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { signForm } from '@/lib/client/api/paperwork';
import { toast } from '@/lib/client/toast-store';

const loadSchema = once(() => import('@/lib/domain/paperwork').then((m) => m.ZFormSignInput));

export function FormSign({ formId }: { formId: number }) {
  const t = useTranslations('FormPage');
  const router = useRouter();
  const ready = useHydrated();
  const defaultValues: TSignerValues = { signerName: '', signature: null };
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues,
    messages: { signature: { required: t('signatureRequired') } },
  });
  const onSubmit = form.submit(async (values) => {
    await signForm(formId, values);
    toast.success(t('signedToast'));
    router.refresh();
  });
  return (
    <Card id="form-sign" title={t('signTitle')}>
      <form onSubmit={onSubmit} noValidate data-ready={ready} className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('signIntro')}</p>
        <SignerFields
          form={form}
          idPrefix="form"
          nameLabel={t('signerName')}
          signatureLabel={t('signature')}
          busy={form.busy}
        />
        {form.formError ? (
          <FormMessage kind="error" testId="form-sign-error">
            {form.formError.message}
          </FormMessage>
        ) : null}
        <SubmitButton busy={form.busy}>{form.busy ? t('signing') : t('sign')}</SubmitButton>
      </form>
    </Card>
  );
}
