'use client';
// Signing a released delivery note or crew chief sheet on the device: the signer's name and a
// drawn signature. Both are required; the backend turns them into the signed PDF.
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { CustomField } from '@/app/_components/form/custom-field';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { SignaturePad } from '@/app/_components/signature-pad';
import type { TCrewDocument, TCrewDocumentKind } from '@/lib/domain/field-work';
import { signDocument } from '@/lib/client/api/field-work';

// The day is the page's; the name and the signature are what the signer gives.
const loadSchema = once(() =>
  import('@/lib/domain/field-work').then((m) => m.ZSignDocumentInput.pick({ signerName: true, signature: true })),
);

type Props = { crewId: number; date: string; kind: TCrewDocumentKind; onSigned: (doc: TCrewDocument) => void };
type TSignValues = { signerName: string; signature: string | null };

export function DocumentSignForm({ crewId, date, kind, onSigned }: Props) {
  const t = useTranslations('DeliveryNotePage');
  const defaultValues: TSignValues = { signerName: '', signature: null };
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues,
    messages: {
      signerName: { required: t('nameRequired') },
      signature: { required: t('signatureRequired') },
    },
  });
  const typedName = useWatch({ control: form.control, name: 'signerName' });

  const onSubmit = form.submit(async (values) => {
    onSigned(await signDocument(crewId, kind, { date, ...values }));
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
      <TextField form={form} name="signerName" id={`${kind}-signer`} label={t('signerName')} autoComplete="name" />
      <CustomField
        form={form}
        name="signature"
        id={`${kind}-pad`}
        render={({ id, onChange, ref, ...aria }) => (
          <SignaturePad
            id={id}
            label={t('signature')}
            typedName={typedName}
            onChange={onChange}
            disabled={form.busy}
            inputRef={ref}
            {...aria}
          />
        )}
      />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <SubmitButton busy={form.busy}>{form.busy ? t('signing') : t('sign')}</SubmitButton>
    </form>
  );
}
