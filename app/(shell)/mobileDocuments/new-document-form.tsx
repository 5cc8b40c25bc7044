'use client';
// A document for signing from an uploaded PDF: its type, title, whom it is about, the company,
// and the signatories in order ("one by one") or all at once (parallel). The upload shows its
// progress; the server checks everything again and the new document opens.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { CustomField } from '@/app/_components/form/custom-field';
import { FormMessage } from '@/app/_components/form/form-message';
import { RadioGroupField } from '@/app/_components/form/radio-group-field';
import { once } from '@/app/_components/form/schema-resolver';
import { SelectField } from '@/app/_components/form/select-field';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { INPUT_CLASS } from '@/app/_components/form/input-class';
import { Button } from '@/app/_components/ui/buttons';
import { useApi } from '@/lib/client/api/use-api';
import { createDocument } from '@/lib/client/api/paperwork';
import { toast } from '@/lib/client/toast-store';
import { SIGNATORIES_MAX } from '@/lib/domain/paperwork/document-limits';
import { documentPaths } from '@/lib/domain/paperwork/paths';
import type { TDocumentType } from '@/lib/domain/paperwork';
import type { TCompany, TPersonListItem } from '@/lib/domain/people';
import type { TNewDocumentValues } from './new-document-schema';
import { Sign } from '@/app/_components/ui/sign';

const loadSchema = once(() => import('./new-document-schema').then((m) => m.newDocumentSchema));

export function NewDocumentForm({ onCancel }: { onCancel: () => void }) {
  const t = useTranslations('DocumentsPage');
  const router = useRouter();
  const [progress, setProgress] = useState<number | null>(null);
  const types = useApi<TDocumentType[]>(documentPaths.types());
  const people = useApi<TPersonListItem[]>(documentPaths.candidates());
  const companies = useApi<TCompany[]>(documentPaths.companies());
  const defaultValues: TNewDocumentValues = {
    file: null,
    typeId: '',
    title: '',
    personId: '',
    companyId: '',
    signingOrder: 'oneByOne',
    signatories: [{ personId: '' }],
  };
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues,
    messages: { file: { required: t('fileRequired') } },
  });
  const signatories = useFieldArray({ control: form.control, name: 'signatories' });
  const onSubmit = form.submit(async ({ file, ...input }) => {
    setProgress(0);
    try {
      const doc = await createDocument(file, input, setProgress);
      toast.success(t('createdToast'));
      router.push(`/documents/${doc.id}`);
    } finally {
      setProgress(null);
    }
  });
  const personOptions = (people.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('newDocument')}>
      <CustomField
        form={form}
        name="file"
        id="new-document-file"
        hint={t('fileHint')}
        render={({ id, onChange, ref, value: _value, ...aria }) => (
          <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium">
            {t('file')}
            <input
              id={id}
              ref={ref}
              type="file"
              accept="application/pdf,.pdf"
              className={`${INPUT_CLASS} py-2`}
              onChange={(e) => onChange(e.target.files?.[0] ?? null)}
              {...aria}
            />
          </label>
        )}
      />
      <SelectField
        form={form}
        name="typeId"
        id="new-document-type"
        label={t('type')}
        placeholder={t('choose')}
        options={(types.data ?? []).map((ty) => ({ value: String(ty.id), label: ty.name }))}
      />
      <TextField form={form} name="title" id="new-document-title" label={t('titleLabel')} />
      <SelectField
        form={form}
        name="personId"
        id="new-document-person"
        label={t('about')}
        placeholder={t('nobody')}
        options={personOptions}
      />
      <SelectField
        form={form}
        name="companyId"
        id="new-document-company"
        label={t('company')}
        placeholder={t('noCompany')}
        options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <RadioGroupField
        form={form}
        name="signingOrder"
        id="new-document-order"
        label={t('order')}
        options={[
          { value: 'oneByOne', label: t('orderOneByOne') },
          { value: 'parallel', label: t('orderParallel') },
        ]}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('signatories')}</legend>
        {signatories.fields.map((field, i) => (
          <div key={field.id} className="flex items-end gap-2">
            <div className="flex-1">
              <SelectField
                form={form}
                name={`signatories.${i}.personId`}
                id={`new-document-signatory-${i}`}
                label={t('signatory', { position: i + 1 })}
                placeholder={t('choose')}
                options={personOptions}
              />
            </div>
            <Button
              onClick={() => signatories.move(i, i - 1)}
              disabled={i === 0}
              aria-label={t('moveUp', { position: i + 1 })}
            >
              <Sign name="up" />
            </Button>
            <Button
              onClick={() => signatories.remove(i)}
              disabled={signatories.fields.length === 1}
              aria-label={t('removeSignatory', { position: i + 1 })}
            >
              <Sign name="cross" />
            </Button>
          </div>
        ))}
        <Button
          onClick={() => signatories.append({ personId: '' })}
          disabled={signatories.fields.length >= SIGNATORIES_MAX}
          data-testid="add-signatory"
        >
          {t('addSignatory')}
        </Button>
      </fieldset>
      {progress !== null ? (
        <progress className="h-2 w-full accent-primary" max={1} value={progress} aria-label={t('uploading')} />
      ) : null}
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <SubmitButton busy={form.busy}>{form.busy ? t('uploading') : t('create')}</SubmitButton>
      <Button onClick={onCancel} disabled={form.busy}>
        {t('cancel')}
      </Button>
    </form>
  );
}
