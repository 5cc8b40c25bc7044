'use client';
// Signing a released delivery note or crew chief sheet on the device: the signer's name and a
// drawn signature. Both are required; the backend turns them into the signed PDF.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { SignaturePad } from '@/app/_components/signature-pad';
import type { TCrewDocument, TCrewDocumentKind } from '@/lib/domain/field-work';
import { ApiClientError, errorCodeOf } from '@/lib/client/fetcher';
import { signDocument } from '@/lib/client/api/field-work';

type Props = { crewId: number; date: string; kind: TCrewDocumentKind; onSigned: (doc: TCrewDocument) => void };

export function DocumentSignForm({ crewId, date, kind, onSigned }: Props) {
  const t = useTranslations('DeliveryNotePage');
  const tErr = useTranslations('Errors');
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; signature?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('nameRequired');
    if (!signature) next.signature = t('signatureRequired');
    setErrors(next);
    if (next.name || !signature) return;
    setBusy(true);
    try {
      onSigned(await signDocument(crewId, kind, { date, signerName: name.trim(), signature }));
    } catch (err) {
      const fields = err instanceof ApiClientError ? err.fields : undefined;
      setErrors({ form: tErr(errorCodeOf(err)), ...(fields?.signerName ? { name: t('nameRequired') } : {}) });
    } finally {
      setBusy(false);
    }
  }

  const nameId = `${kind}-signer`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
      aria-labelledby={`${kind}-sign-title`}
    >
      <h2 id={`${kind}-sign-title`} className="font-semibold">
        {t(kind === 'deliveryNote' ? 'signTitleClient' : 'signTitleChief')}
      </h2>
      <label htmlFor={nameId} className="flex flex-col gap-1 text-sm font-medium">
        {t('signerName')}
        <input
          id={nameId}
          value={name}
          maxLength={120}
          autoComplete="name"
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
          className="min-h-12 rounded-lg bg-app px-3 text-base font-normal ring-1 ring-line"
        />
      </label>
      {errors.name ? (
        <p id={`${nameId}-error`} className="text-sm text-danger">
          {errors.name}
        </p>
      ) : null}
      <SignaturePad
        id={`${kind}-pad`}
        label={t('signature')}
        typedName={name}
        onChange={setSignature}
        disabled={busy}
      />
      {errors.signature ? <p className="text-sm text-danger">{errors.signature}</p> : null}
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-soft p-3 text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 rounded-lg bg-primary px-4 font-medium text-on-primary disabled:opacity-60"
      >
        {busy ? t('signing') : t('sign')}
      </button>
    </form>
  );
}
