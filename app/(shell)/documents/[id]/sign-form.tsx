'use client';
// Signing: the fields the document asks of this signatory, an optional rating, the signer's name
// and the drawn signature. The server checks it all again, the turn included; after signing the
// page reloads with the new statuses (and the signed PDF when this was the last signature).
import { useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { RadioGroupField } from '@/app/_components/form/radio-group-field';
import { once } from '@/app/_components/form/schema-resolver';
import { SignerFields } from '@/app/_components/form/signer-fields';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { signDocument } from '@/lib/client/api/paperwork';
import { toast } from '@/lib/client/toast-store';
import { RATING_MAX, RATING_MIN } from '@/lib/domain/paperwork/document-limits';
import type { TDocumentSignatory } from '@/lib/domain/paperwork';
import { AnswerInput } from '../../_paperwork/answer-input';
import { emptyAnswer, type TDraftAnswer } from '../../_paperwork/answers';

type TValues = { fields: TDraftAnswer[]; rating: number | null; signerName: string; signature: string | null };

export function SignForm({ documentId, signatory }: { documentId: number; signatory: TDocumentSignatory }) {
  const t = useTranslations('DocumentPage');
  const tf = useTranslations('FormPage');
  const router = useRouter();
  const { fields } = signatory;
  const loadSchema = useMemo(() => once(() => import('./sign-schema').then((m) => m.signSchema(fields))), [fields]);
  const defaultValues: TValues = {
    fields: fields.map(emptyAnswer),
    rating: null,
    signerName: signatory.person.name,
    signature: null,
  };
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues,
    messages: (path, m) =>
      m.key === 'required' && path.startsWith('fields.')
        ? tf('answerRequired')
        : path === 'signature' && m.key === 'required'
          ? t('signatureRequired')
          : undefined,
    // The server names a field by its id (formFields.<id>), the form by its place.
    fieldPath: (path) => {
      if (!path.startsWith('formFields.')) return path;
      const i = fields.findIndex((f) => `formFields.${f.id}` === path);
      return i < 0 ? null : `fields.${i}`;
    },
  });
  const onSubmit = form.submit(async (values) => {
    await signDocument(documentId, signatory.id, values);
    toast.success(t('signedToast'));
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('signTitle')}>
      {fields.map((f, i) => (
        <AnswerInput key={f.id} form={form} name={`fields.${i}`} question={f} id={`field-${f.id}`} />
      ))}
      <RadioGroupField
        form={form}
        name="rating"
        id="sign-rating"
        label={t('rating')}
        hint={t('ratingHint')}
        options={Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, k) => ({
          value: RATING_MIN + k,
          label: t('stars', { count: RATING_MIN + k }),
        }))}
      />
      <SignerFields
        form={form}
        idPrefix="document"
        nameLabel={t('signerName')}
        signatureLabel={t('signature')}
        busy={form.busy}
      />
      {form.formError ? (
        <FormMessage kind="error" testId="sign-error">
          {form.formError.message}
        </FormMessage>
      ) : null}
      <SubmitButton busy={form.busy}>{form.busy ? t('signing') : t('sign')}</SubmitButton>
    </form>
  );
}
