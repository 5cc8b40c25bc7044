'use client';
// One invoice. Everyone who may read it sees the parties, dates, lines and totals and downloads
// the PDF; the office (invoices EDIT) changes a draft, mails it, settles it and keeps notes; with
// invoices CREATE it is copied into a new draft.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button, DownloadLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { Detail, DetailList } from '@/app/_components/ui/detail-list';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import {
  addInvoiceNote,
  copyInvoice,
  invoiceDocumentUrl,
  invoicePdfUrl,
  moveInvoice,
  useInvoice,
  useInvoiceActivities,
  useInvoiceDocuments,
} from '@/lib/client/api/money';
import { toast } from '@/lib/client/toast-store';
import { calendarDate } from '@/lib/i18n/formats';
import type { TInvoiceStatus } from '@/lib/domain/money/statuses';
import type { TDocumentActivity, TDocumentFile, TInvoice } from '@/lib/domain/money';
import type { TNamedRef } from '@/lib/domain/response-parts';
import { ActivitiesPanel } from '@/app/(shell)/_money/activities-panel';
import type { TCompanyChoices } from '@/app/(shell)/_money/item-drafts';
import { LazyInvoiceForm, LazyInvoiceSendForm } from '@/app/(shell)/_money/lazy-forms';
import { MoneyItemsCard, MoneySummaryCard, useMoneyDocumentActions } from '@/app/(shell)/_money/money-document';

type Props = {
  initial: TInvoice;
  files: TDocumentFile[];
  /** Null for those who may not see them (a client). */
  activities: TDocumentActivity[] | null;
  companies: TNamedRef[];
  clients: { id: number; number: number; name: string; email: string | null }[];
  choices: Record<number, TCompanyChoices & { paymentTermDays?: number }>;
  today: string;
  canEdit: boolean;
  canCreate: boolean;
};

export function InvoiceDetail(p: Props) {
  const t = useTranslations('InvoicePage');
  const tParts = useTranslations('MoneyParts');
  const format = useFormatter();
  const router = useRouter();
  const number = p.initial.number;
  const { data: invoice = p.initial, mutate } = useInvoice(number, p.initial);
  const docs = useInvoiceDocuments(number, p.files);
  const acts = useInvoiceActivities(number, p.activities);
  const [open, setOpen] = useState<'edit' | 'send' | null>(null);
  const { busy, run, shown } = useMoneyDocumentActions(mutate, [acts, docs]);
  const date = (d: string) => format.dateTime(calendarDate(d), 'calendarDayYear');

  const move = (status: 'sent' | 'paid', toastKey: 'markedSent' | 'markedPaid' | 'markedUnpaid') =>
    run(async () => {
      await shown(await moveInvoice(invoice, status));
      toast.success(t(toastKey));
    });
  const copy = () =>
    run(async () => {
      const made = await copyInvoice(number);
      toast.success(t('copiedToast', { number: made.number }));
      router.push(`/invoice/${made.number}`);
    });

  const draft = invoice.status === 'draft';
  const paid = invoice.status === 'paid';
  const clientEmail = p.clients.find((c) => c.id === invoice.client.id)?.email ?? '';
  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="invoice-detail">
      <MoneySummaryCard kind="invoice" status={invoice.status as TInvoiceStatus} heading={t('heading', { number })}>
        <DetailList>
          <Detail label={t('client')}>
            {t('clientLine', { number: invoice.client.number, name: invoice.client.name })}
          </Detail>
          <Detail label={t('company')}>{invoice.company.name}</Detail>
          <Detail label={t('date')}>{date(invoice.date)}</Detail>
          <Detail label={t('dueDate')}>
            <span className={invoice.status === 'overdue' ? 'font-semibold text-danger' : undefined}>
              {date(invoice.dueDate)}
            </span>
          </Detail>
          {invoice.reference ? <Detail label={t('reference')}>{invoice.reference}</Detail> : null}
          {invoice.sentAt ? (
            <Detail label={t('sent')}>
              {invoice.sentTo
                ? t('sentTo', { when: format.dateTime(new Date(invoice.sentAt), 'dayTime'), to: invoice.sentTo })
                : format.dateTime(new Date(invoice.sentAt), 'dayTime')}
            </Detail>
          ) : null}
          {invoice.paidAt ? (
            <Detail label={t('paid')}>{format.dateTime(new Date(invoice.paidAt), 'short')}</Detail>
          ) : null}
          {invoice.copiedFrom ? <Detail label={t('copiedFrom')}>{invoice.copiedFrom}</Detail> : null}
          {invoice.notes ? <Detail label={t('notes')}>{invoice.notes}</Detail> : null}
        </DetailList>
        <div className="mt-4 flex">
          <DownloadLink href={invoicePdfUrl(number)} testId="invoice-pdf">
            {t('downloadPdf')}
          </DownloadLink>
        </div>
      </MoneySummaryCard>

      <MoneyItemsCard
        kind="invoice"
        title={t('items')}
        document={invoice}
        form={
          open === 'edit' ? (
            <LazyInvoiceForm
              companies={p.companies}
              clients={p.clients}
              choices={p.choices}
              today={p.today}
              invoice={invoice}
              onCancel={() => setOpen(null)}
              onStale={async () => {
                await mutate();
              }}
              onSaved={async (saved) => {
                await shown(saved);
                setOpen(null);
                toast.success(t('savedToast'));
              }}
            />
          ) : null
        }
      />

      {p.canEdit || p.canCreate ? (
        <Card id="invoice-actions" title={t('actions')}>
          {open === 'send' ? (
            <LazyInvoiceSendForm
              invoice={invoice}
              to={clientEmail}
              onCancel={() => setOpen(null)}
              onStale={async () => {
                await mutate();
              }}
              onSent={async (sent) => {
                await shown(sent);
                setOpen(null);
                toast.success(t('sentToast', { to: sent.sentTo ?? '' }));
              }}
            />
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {p.canEdit && draft ? (
                <Button onClick={() => setOpen('edit')} disabled={busy || open === 'edit'} data-testid="edit-invoice">
                  {t('edit')}
                </Button>
              ) : null}
              {p.canEdit ? (
                <Button
                  look={draft ? 'primary' : 'plain'}
                  onClick={() => setOpen('send')}
                  disabled={busy}
                  data-testid="send-invoice"
                >
                  {draft ? t('send') : t('sendAgain')}
                </Button>
              ) : null}
              {p.canEdit && draft ? (
                <Button onClick={() => void move('sent', 'markedSent')} busy={busy} data-testid="mark-sent">
                  {t('markSent')}
                </Button>
              ) : null}
              {p.canEdit && !draft && !paid ? (
                <Button onClick={() => void move('paid', 'markedPaid')} busy={busy} data-testid="mark-paid">
                  {t('markPaid')}
                </Button>
              ) : null}
              {p.canEdit && paid ? (
                <Button onClick={() => void move('sent', 'markedUnpaid')} busy={busy} data-testid="mark-unpaid">
                  {t('markUnpaid')}
                </Button>
              ) : null}
              {p.canCreate ? (
                <Button onClick={() => void copy()} busy={busy} data-testid="copy-invoice">
                  {t('copy')}
                </Button>
              ) : null}
            </div>
          )}
        </Card>
      ) : null}

      <Card id="invoice-files" title={t('files')}>
        {(docs.data ?? p.files).length === 0 ? (
          <p className="text-muted">{draft ? t('noFilesDraft') : t('noFiles')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="invoice-file-list">
            {(docs.data ?? p.files).map((f) => (
              <li key={f.id} className="flex items-center justify-between gap-2">
                <a href={invoiceDocumentUrl(number, f.id)} download className="truncate underline">
                  {f.fileName}
                </a>
                <span className="shrink-0 text-sm text-muted">{format.dateTime(new Date(f.createdAt), 'dayTime')}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {p.activities ? (
        <ActivitiesPanel
          activities={acts.data ?? p.activities}
          statusLabel={(s) => tParts(`invoiceStatus.${s as TInvoiceStatus}`)}
          addNote={p.canEdit ? (body) => addInvoiceNote(number, body) : null}
          onChanged={(next) => acts.mutate(next, { revalidate: false })}
        />
      ) : null}
    </ReadyBox>
  );
}
