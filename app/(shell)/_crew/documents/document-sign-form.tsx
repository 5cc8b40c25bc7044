'use client';
// Signing a released delivery note or crew chief sheet on the device: the signer's name and a
// drawn signature. Both are required; the backend turns them into the signed PDF.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { SignerFields, type TSignerValues } from '@/app/_components/form/signer-fields';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import type { TCrewDocument, TCrewDocumentKind } from '@/lib/domain/field-work';
import { newAction } from '@/lib/client/offline-queue';
import { submitOrQueue } from '@/lib/client/submit-or-queue';
import { toast } from '@/lib/client/toast-store';
import { crewPaths } from '@/lib/domain/field-work/paths';

// The day is the page's; the name and the signature are what the signer gives.
const loadSchema = once(() =>
  import('@/lib/domain/field-work').then((m) => m.ZSignDocumentInput.pick({ signerName: true, signature: true })),
);

type Props = { crewId: number; date: string; kind: TCrewDocumentKind; onSigned: (doc: TCrewDocument) => void };

export function DocumentSignForm({ crewId, date, kind, onSigned }: Props) {
  const t = useTranslations('DeliveryNotePage');
  const tOutbox = useTranslations('Outbox');
  const defaultValues: TSignerValues = { signerName: '', signature: null };
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues,
    messages: {
      signerName: { required: t('nameRequired') },
      signature: { required: t('signatureRequired') },
    },
  });

  const onSubmit = form.submit(async (values) => {
    const item = newAction('sign', crewPaths.documentSigned(crewId, kind), { date, ...values }, { crewId, date });
    const signed = await submitOrQueue<TCrewDocument>(item);
    // Without network it waits on the device; the panel shows it as waiting to send.
    if (signed) onSigned(signed);
    else toast.info(tOutbox('savedOffline'));
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
      aria-labelledby={`${kind}-sign-title`}
    >
      <h2 id={`${kind}-sign-title`} className="font-semibold">
        {t(kind === 'deliveryNote' ? 'signTitleClient' : 'signTitleChief')}
      </h2>
      <SignerFields
        form={form}
        idPrefix={kind}
        nameLabel={t('signerName')}
        signatureLabel={t('signature')}
        busy={form.busy}
      />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <SubmitButton busy={form.busy}>{form.busy ? t('signing') : t('sign')}</SubmitButton>
    </form>
  );
}
