'use client';
// Mail the invoice: to the client's address (filled in when known), with copies. The server
// mails the PDF from the company's sender and keeps it in the client's mailbox.
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { FormMessage } from '@/app/_components/form/form-message';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { sendInvoice } from '@/lib/client/api/money';
import type { TInvoice } from '@/lib/domain/money';
import type { ZInvoiceSendForm } from './form-schemas';

const loadSchema = () => import('./form-schemas').then((m) => m.ZInvoiceSendForm);

type Props = { number: string; to: string; onSent: (invoice: TInvoice) => Promise<void>; onCancel: () => void };

export function InvoiceSendForm({ number, to, onSent, onCancel }: Props) {
  const t = useTranslations('InvoicePage');
  const form = useDomainForm<{ to: string; cc: string }, z.output<typeof ZInvoiceSendForm>>({
    schema: loadSchema,
    defaultValues: { to, cc: '' },
    // A wrong copy address is shown on the one field that holds them all.
    fieldPath: (path) => (path.startsWith('cc') ? 'cc' : path),
  });
  const onSubmit = form.submit(async (input) => {
    await onSent(await sendInvoice(number, input));
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
