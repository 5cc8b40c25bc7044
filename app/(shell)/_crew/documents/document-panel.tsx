'use client';
// A delivery note or crew chief sheet of one day: the draft from the hours,
// release (crew chief, with a confirmation), signing on the device, then the signed PDF to
// download or send by email. A signed document is read-only.
import { useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { toast } from '@/lib/client/toast-store';
import type { TCrewDocument, TCrewDocumentKind } from '@/lib/domain/field-work';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { errorCodeOf } from '@/lib/client/fetcher';
import { useCrewDocument } from '@/lib/client/api/field-work';
import { isCheck, newAction, type TQueued, type TQueuedAction } from '@/lib/client/offline-queue';
import { useOutbox } from '@/lib/client/use-outbox';
import { submitOrQueue } from '@/lib/client/submit-or-queue';
import { crewPaths } from '@/lib/domain/field-work/paths';
import { WaitingToSend } from '@/app/_components/outbox/waiting-to-send';
import { RefusedActions } from '@/app/_components/outbox/refused-actions';
import { signedDocumentUrl } from '@/lib/client/api/crew-files';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { DocumentSendForm } from './document-send-form';
import { DocumentSignForm } from './document-sign-form';
import { formatMinutes } from './hours';
import { ScrollBox } from '@/app/_components/ui/scroll-box';

type Props = { crewId: number; date: string; kind: TCrewDocumentKind; initial: TCrewDocument; lead: boolean };

export function DocumentPanel({ crewId, date, kind, initial, lead }: Props) {
  const mounted = useHydrated();
  const t = useTranslations('DeliveryNotePage');
  const tErr = useTranslations('Errors');
  const tOutbox = useTranslations('Outbox');
  const format = useFormatter();
  const { data: doc = initial, mutate } = useCrewDocument(crewId, kind, date, initial);
  const [problem, setProblem] = useState<string | null>(null);
  const time = (iso: string | null) => (iso ? format.dateTime(new Date(iso), 'time') : '–');
  const stamp = (iso: string) => `${format.dateTime(new Date(iso), 'short')} ${time(iso)}`;
  // Clients see charged hours only: the backend sends no paid hours to them.
  const showPaid = doc.totals.paidMinutes !== undefined;

  // Released or signed offline: it waits on the device; once sent, the document is read again.
  const isThis = (q: TQueued): q is TQueuedAction =>
    !isCheck(q) && q.crewId === crewId && q.date === date && q.path.startsWith(crewPaths.document(crewId, kind));
  const { queue } = useOutbox((flushed) => {
    if (flushed.sent.some(isThis)) void mutate();
  });
  const waiting = queue.filter(isThis);
  const releaseWaits = waiting.some((q) => q.kind === 'release');
  const signWaits = waiting.some((q) => q.kind === 'sign');

  async function release() {
    setProblem(null);
    try {
      const item = newAction('release', crewPaths.documentRelease(crewId, kind), { date }, { crewId, date });
      const released = await submitOrQueue<TCrewDocument>(item);
      if (!released) return void toast.info(tOutbox('savedOffline'));
      await mutate(released, { revalidate: false });
      toast.success(t('releasedToast'));
    } catch (err) {
      setProblem(tErr(errorCodeOf(err)));
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
        <ScrollBox label={t('linesCaption')} className="rounded-xl bg-app shadow-box ring-1 ring-line">
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
                {showPaid ? (
                  <th scope="col" className="p-3 text-right">
                    {t('paid')}
                  </th>
                ) : null}
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
                  {l.paidMinutes !== undefined ? (
                    <td className="p-3 text-right tabular-nums">{formatMinutes(l.paidMinutes)}</td>
                  ) : null}
                  <td className="p-3 text-right tabular-nums">{formatMinutes(l.chargedMinutes)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-line font-semibold">
                <th scope="row" colSpan={2} className="p-3">
                  {t('total')}
                </th>
                {doc.totals.paidMinutes !== undefined ? (
                  <td className="p-3 text-right tabular-nums" data-testid="total-paid">
                    {formatMinutes(doc.totals.paidMinutes)}
                  </td>
                ) : null}
                <td className="p-3 text-right tabular-nums" data-testid="total-charged">
                  {formatMinutes(doc.totals.chargedMinutes)}
                </td>
              </tr>
            </tfoot>
          </table>
        </ScrollBox>
      )}
      <RefusedActions where={({ item }) => isThis(item)} />
      <WaitingToSend items={waiting} />
      {doc.status === 'draft' && !releaseWaits ? (
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
      {(doc.status === 'released' || (doc.status === 'draft' && releaseWaits)) && !signWaits ? (
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
          <DocumentSendForm
            crewId={crewId}
            date={date}
            kind={kind}
            onSent={(sent) => mutate({ ...doc, sentTo: sent.sentTo, sentAt: sent.sentAt }, { revalidate: false })}
          />
          {doc.sentTo && doc.sentAt ? (
            <p className="text-sm text-muted">{t('sentTo', { email: doc.sentTo, time: stamp(doc.sentAt) })}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
