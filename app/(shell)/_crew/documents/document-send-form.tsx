'use client';
// The signed PDF sent by email: one address, checked by the domain's schema here and again by the
// backend, which mails it and answers where and when it went.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import type { TCrewDocumentKind } from '@/lib/domain/field-work';
import { sendDocument } from '@/lib/client/api/field-work';
import { toast } from '@/lib/client/toast-store';

// The day is the page's; the address is what the user types.
const loadSchema = once(() =>
  import('@/lib/domain/field-work').then((m) => m.ZSendDocumentInput.pick({ email: true })),
);

type Props = {
  crewId: number;
  date: string;
  kind: TCrewDocumentKind;
  onSent: (sent: { sentTo: string; sentAt: string }) => Promise<unknown>;
};

export function DocumentSendForm({ crewId, date, kind, onSent }: Props) {
  const t = useTranslations('DeliveryNotePage');
  const form = useDomainForm({ schema: loadSchema, defaultValues: { email: '' } });
  const onSubmit = form.submit(async ({ email }) => {
    const sent = await sendDocument(crewId, kind, date, email);
    await onSent(sent);
    toast.success(t('sentToast', { email: sent.sentTo }));
    form.reset();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            form={form}
            name="email"
            id={`${kind}-email`}
            label={t('email')}
            type="email"
            autoComplete="email"
          />
        </div>
        <Button type="submit" busy={form.busy} className="sm:mt-6">
          {t('send')}
        </Button>
      </div>
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
    </form>
  );
}
