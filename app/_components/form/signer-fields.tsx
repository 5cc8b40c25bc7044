'use client';
// The signer's typed name and drawn signature, as two fields of a form (delivery notes, crew
// chief sheets, security checks). The typed name also feeds the pad's keyboard alternative.
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { SignaturePad } from '../signature-pad';
import { CustomField } from './custom-field';
import type { TFieldForm } from './field-parts';
import { TextField } from './text-field';

export type TSignerValues = { signerName: string; signature: string | null };

export function SignerFields<TValues extends FieldValues & TSignerValues, TOut>({
  form,
  idPrefix,
  nameLabel,
  signatureLabel,
  busy,
}: {
  form: TFieldForm<TValues, TOut>;
  /** Makes the ids unique where a page has more than one signing form. */
  idPrefix: string;
  nameLabel: string;
  signatureLabel: string;
  busy: boolean;
}) {
  // Every TValues has these two fields; react-hook-form cannot see that through the generic.
  const signerName = 'signerName' as Path<TValues>;
  const signature = 'signature' as Path<TValues>;
  const typedName: string = useWatch({ control: form.control, name: signerName });
  return (
    <>
      <TextField form={form} name={signerName} id={`${idPrefix}-signer`} label={nameLabel} autoComplete="name" />
      <CustomField
        form={form}
        name={signature}
        id={`${idPrefix}-pad`}
        render={({ id, onChange, ref, ...aria }) => (
          <SignaturePad
            id={id}
            label={signatureLabel}
            typedName={typedName}
            onChange={onChange as (png: string | null) => void}
            disabled={busy}
            inputRef={ref}
            {...aria}
          />
        )}
      />
    </>
  );
}
