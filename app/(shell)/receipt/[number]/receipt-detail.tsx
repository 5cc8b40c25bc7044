'use client';
// One receipt: what it is, its lines and totals, the moves its status may make, copy and delete,
// its files and activities. Each action answers with the receipt as the server now has it.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { Detail, DetailList } from '@/app/_components/ui/detail-list';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import {
  addReceiptNote,
  copyReceipt,
  deleteReceipt,
  moveReceipt,
  useReceipt,
  useReceiptActivities,
  useReceiptDocuments,
} from '@/lib/client/api/money';
import { toast } from '@/lib/client/toast-store';
import { calendarDate } from '@/lib/i18n/formats';
import {
  RECEIPT_TRANSITIONS,
  receiptDeletable,
  receiptEditable,
  type TReceiptStatus,
} from '@/lib/domain/money/statuses';
import type { TDocumentActivity, TDocumentFile, TReceipt } from '@/lib/domain/money';
import type { TNamedRef } from '@/lib/domain/response-parts';
import { ActivitiesPanel } from '@/app/(shell)/_money/activities-panel';
import type { TCompanyChoices } from '@/app/(shell)/_money/item-drafts';
import { LazyReceiptForm } from '@/app/(shell)/_money/lazy-forms';
import { MoneyItemsCard, MoneySummaryCard, useMoneyDocumentActions } from '@/app/(shell)/_money/money-document';
import { ReceiptFiles } from '@/app/(shell)/_money/receipt-files';

type Props = {
  initial: TReceipt;
  files: TDocumentFile[];
  activities: TDocumentActivity[];
  companies: TNamedRef[];
  choices: Record<number, TCompanyChoices>;
  today: string;
  canWrite: boolean;
  canDelete: boolean;
};

const MOVE_LABEL = { approved: 'approve', rejected: 'reject', paid: 'markPaid', open: 'reopen' } as const;

export function ReceiptDetail({ initial, files, activities, companies, choices, today, canWrite, canDelete }: Props) {
  const t = useTranslations('ReceiptPage');
  const tParts = useTranslations('MoneyParts');
  const format = useFormatter();
  const router = useRouter();
  const number = initial.number;
  const { data: receipt = initial, mutate } = useReceipt(number, initial);
  const docs = useReceiptDocuments(number, files);
  const acts = useReceiptActivities(number, activities);
  const [editing, setEditing] = useState(false);
  const { busy, run, shown } = useMoneyDocumentActions(mutate, [acts, docs]);
  const move = (status: TReceiptStatus) =>
    run(async () => {
      await shown(await moveReceipt(receipt, status));
      toast.success(t('movedToast', { status: tParts(`receiptStatus.${status}`) }));
    });
  const copy = () =>
    run(async () => {
      const made = await copyReceipt(number);
      toast.success(t('copiedToast', { number: made.number }));
      router.push(`/receipt/${made.number}`);
    });
  const remove = () =>
    run(async () => {
      await deleteReceipt(receipt);
      toast.success(t('deletedToast', { number }));
      router.push('/receipts');
      router.refresh();
    });

  const editable = canWrite && receiptEditable(receipt.status);
  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="receipt-detail">
      <MoneySummaryCard kind="receipt" status={receipt.status} heading={t('heading', { number })}>
        <DetailList>
          <Detail label={t('supplier')}>{receipt.supplierName}</Detail>
          <Detail label={t('date')}>{format.dateTime(calendarDate(receipt.date), 'calendarDayYear')}</Detail>
          <Detail label={t('company')}>{receipt.company.name}</Detail>
          {receipt.description ? <Detail label={t('description')}>{receipt.description}</Detail> : null}
          {receipt.copiedFrom ? <Detail label={t('copiedFrom')}>{receipt.copiedFrom}</Detail> : null}
          {receipt.createdBy ? <Detail label={t('filedBy')}>{receipt.createdBy.name}</Detail> : null}
        </DetailList>
      </MoneySummaryCard>

      <MoneyItemsCard
        kind="receipt"
        title={t('items')}
        document={receipt}
        form={
          editing ? (
            <LazyReceiptForm
              companies={companies}
              choices={choices}
              today={today}
              receipt={receipt}
              onCancel={() => setEditing(false)}
              onStale={async () => {
                await mutate();
              }}
              onSaved={async (saved) => {
                await shown(saved);
                setEditing(false);
                toast.success(t('savedToast'));
              }}
            />
          ) : null
        }
      />

      {canWrite || canDelete ? (
        <Card id="receipt-actions" title={t('actions')}>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {editable && !editing ? (
              <Button onClick={() => setEditing(true)} disabled={busy} data-testid="edit-receipt">
                {t('edit')}
              </Button>
            ) : null}
            {canWrite
              ? RECEIPT_TRANSITIONS[receipt.status].map((status) => (
                  <Button key={status} onClick={() => void move(status)} busy={busy} data-testid={`move-${status}`}>
                    {t(MOVE_LABEL[status])}
                  </Button>
                ))
              : null}
            {canWrite ? (
              <Button onClick={() => void copy()} busy={busy} data-testid="copy-receipt">
                {t('copy')}
              </Button>
            ) : null}
          </div>
          {canDelete && receiptDeletable(receipt.status) ? (
            <div className="mt-3">
              <ConfirmButton
                label={t('delete')}
                question={t('deleteQuestion', { number })}
                confirmLabel={t('deleteYes')}
                onConfirm={remove}
                disabled={busy}
                testId="delete-receipt"
              />
            </div>
          ) : null}
        </Card>
      ) : null}

      <ReceiptFiles
        number={number}
        files={docs.data ?? files}
        editable={editable}
        onChanged={async () => {
          await Promise.all([docs.mutate(), acts.mutate(), mutate()]);
        }}
      />
      <ActivitiesPanel
        activities={acts.data ?? activities}
        statusLabel={(s) => tParts(`receiptStatus.${s as TReceiptStatus}`)}
        addNote={canWrite ? (body) => addReceiptNote(number, body) : null}
        onChanged={(next) => acts.mutate(next, { revalidate: false })}
      />
    </ReadyBox>
  );
}
