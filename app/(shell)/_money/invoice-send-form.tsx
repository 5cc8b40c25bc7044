'use client';
// Mail the invoice: to the client's address (filled in when known), with copies. The server
// mails the PDF from the company's sender and keeps it in the client's mailbox. It sends the
// invoice as the user saw it: changed meanwhile, the refusal is shown and the invoice read again,
// for the user to look and send once more.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { z } from 'zod';
import { FormMessage } from '@/app/_components/form/form-message';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { sendInvoice } from '@/lib/client/api/money';
import { versionConflictOf } from '@/lib/client/versions';
import type { TInvoice } from '@/lib/domain/money';
import type { ZInvoiceSendForm } from './form-schemas';

const loadSchema = () => import('./form-schemas').then((m) => m.ZInvoiceSendForm);

type Props = {
  /** The invoice at the version the user sees. */
  invoice: { number: string; version: number };
  to: string;
  onSent: (invoice: TInvoice) => Promise<void>;
  /** Reads the invoice again (someone else changed it). */
  onStale: () => Promise<void>;
  onCancel: () => void;
};

export function InvoiceSendForm({ invoice, to, onSent, onStale, onCancel }: Props) {
  const t = useTranslations('InvoicePage');
  const form = useDomainForm<{ to: string; cc: string }, z.output<typeof ZInvoiceSendForm>>({
    schema: loadSchema,
    defaultValues: { to, cc: '' },
    // A wrong copy address is shown on the one field that holds them all.
    fieldPath: (path) => (path.startsWith('cc') ? 'cc' : path),
  });
  const onSubmit = form.submit(async (input) => {
    try {
      await onSent(await sendInvoice(invoice, input));
    } catch (err) {
      if (versionConflictOf(err)) await onStale();
      throw err;
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="invoice-send-form">
      <TextField form={form} name="to" label={t('sendTo')} type="email" autoComplete="email" />
      <TextField form={form} name="cc" label={t('sendCc')} hint={t('sendCcHint')} />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton busy={form.busy}>{t('sendNow')}</SubmitButton>
        <Button onClick={onCancel} className="sm:w-40">
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
