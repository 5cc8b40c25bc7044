'use client';
// A delivery note or crew chief sheet of one day (issue 4 item 5): the draft from the hours,
// release (crew chief, with a confirmation), signing on the device, then the signed PDF to
// download or send by email. A signed document is read-only.
import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast-store';
import type { TCrewDocument, TCrewDocumentKind } from '@/lib/domain/field-work';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { errorCodeOf } from '@/lib/client/fetcher';
import { releaseDocument, sendDocument, useCrewDocument } from '@/lib/client/api/field-work';
import { signedDocumentUrl } from '@/lib/client/api/crew-files';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { DocumentSignForm } from './document-sign-form';
import { formatMinutes } from './hours';

type Props = { crewId: number; date: string; kind: TCrewDocumentKind; initial: TCrewDocument; lead: boolean };

export function DocumentPanel({ crewId, date, kind, initial, lead }: Props) {
  const mounted = useHydrated();
  const t = useTranslations('DeliveryNotePage');
  const tErr = useTranslations('Errors');
  const format = useFormatter();
  const { data: doc = initial, mutate } = useCrewDocument(crewId, kind, date, initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const time = (iso: string | null) => (iso ? format.dateTime(new Date(iso), 'time') : '–');
  const stamp = (iso: string) => `${format.dateTime(new Date(iso), 'short')} ${time(iso)}`;

  async function release() {
    setProblem(null);
    try {
      await mutate(await releaseDocument(crewId, kind, date), { revalidate: false });
      toast.success(t('releasedToast'));
    } catch (err) {
      setProblem(tErr(errorCodeOf(err)));
    }
  }

  async function send(e: React.FormEvent) {
    e.preventDefault();
    setEmailError(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setEmailError(t('emailInvalid'));
      return;
    }
    setSending(true);
    try {
      const sent = await sendDocument(crewId, kind, date, email.trim());
      await mutate({ ...doc, sentTo: sent.sentTo, sentAt: sent.sentAt }, { revalidate: false });
      toast.success(t('sentToast', { email: sent.sentTo }));
      setEmail('');
    } catch (err) {
      setEmailError(tErr(errorCodeOf(err)));
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby={`${kind}-title`}
      data-testid={`document-${kind}`}
      data-ready={mounted}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${kind}-title`} className="text-lg font-semibold">
          {t(kind === 'deliveryNote' ? 'deliveryNote' : 'crewChiefSheet')}
        </h2>
        <span data-testid="document-status" className="rounded-full bg-soft px-3 py-1 text-sm font-medium">
          {t(`status.${doc.status}`)}
        </span>
      </div>
      {problem ? (
        <p role="alert" data-testid="document-error" className="rounded-lg bg-soft p-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {doc.lines.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-app shadow-box ring-1 ring-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('linesCaption')}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-3">
                  {t('name')}
                </th>
                <th scope="col" className="p-3">
                  {t('times')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('paid')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('charged')}
                </th>
              </tr>
            </thead>
            <tbody>
              {doc.lines.map((l) => (
                <tr key={l.personId} className="border-b border-line last:border-0" data-testid="document-line">
                  <td className="p-3">
                    <span className="font-medium">{l.name}</span>
                    <br />
                    <span className="text-muted">{l.function}</span>
                  </td>
                  <td className="p-3">
                    {time(l.checkInAt)}–{time(l.checkOutAt)}
                  </td>
                  <td className="p-3 text-right tabular-nums">{formatMinutes(l.paidMinutes)}</td>
                  <td className="p-3 text-right tabular-nums">{formatMinutes(l.chargedMinutes)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-line font-semibold">
                <th scope="row" colSpan={2} className="p-3">
                  {t('total')}
                </th>
                <td className="p-3 text-right tabular-nums" data-testid="total-paid">
                  {formatMinutes(doc.totals.paidMinutes)}
                </td>
                <td className="p-3 text-right tabular-nums" data-testid="total-charged">
                  {formatMinutes(doc.totals.chargedMinutes)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {doc.status === 'draft' ? (
        lead ? (
          doc.lines.length ? (
            <ConfirmButton
              testId={`release-${kind}`}
              label={t('release')}
              question={t('releaseConfirm')}
              confirmLabel={t('releaseYes')}
              onConfirm={release}
            />
          ) : null
        ) : (
          <p className="text-sm text-muted">{t('waitForRelease')}</p>
        )
      ) : null}
      {doc.status === 'released' ? (
        <DocumentSignForm
          crewId={crewId}
          date={date}
          kind={kind}
          onSigned={(d) => {
            void mutate(d, { revalidate: false });
            toast.success(t('signedToast'));
          }}
        />
      ) : null}
      {doc.status === 'signed' ? (
        <div className="flex flex-col gap-3 rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
          <p data-testid="signed-by" className="text-sm">
            {t('signedBy', { name: doc.signerName ?? '', time: doc.signedAt ? stamp(doc.signedAt) : '' })}
          </p>
          <a
            href={signedDocumentUrl(crewId, kind, date)}
            download
            className="flex min-h-12 items-center justify-center rounded-lg bg-primary px-4 font-medium text-on-primary"
          >
            {t('download')}
          </a>
          <form onSubmit={send} noValidate className="flex flex-col gap-2">
            <label htmlFor={`${kind}-email`} className="text-sm font-medium">
              {t('email')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={`${kind}-email`}
                type="email"
                value={email}
                maxLength={254}
                autoComplete="email"
                aria-invalid={!!emailError}
                onChange={(e) => setEmail(e.target.value)}
                className="min-h-12 flex-1 rounded-lg bg-app px-3 text-base ring-1 ring-line"
              />
              <button
                type="submit"
                disabled={sending}
                className="min-h-12 rounded-lg px-4 font-medium ring-1 ring-line disabled:opacity-60"
              >
                {t('send')}
              </button>
            </div>
            {emailError ? (
              <p role="alert" className="text-sm text-danger">
                {emailError}
              </p>
            ) : null}
            {doc.sentTo && doc.sentAt ? (
              <p className="text-sm text-muted">{t('sentTo', { email: doc.sentTo, time: stamp(doc.sentAt) })}</p>
            ) : null}
          </form>
        </div>
      ) : null}
    </section>
  );
}
