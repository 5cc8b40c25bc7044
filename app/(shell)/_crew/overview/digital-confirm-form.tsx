'use client';
// rules §7 digitalConfirm: the client (or the crew chief on the device, or a planner) confirms
// that the crew worked today, with the signer's name. Once per day.
import { useId, useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { confirmDay } from '@/lib/client/api/field-work';
import { toast } from '@/lib/client/toast-store';
import type { TDigitalConfirmation } from '@/lib/domain/field-work';

// The signer is what the user types; the day is the page's.
const loadSchema = once(() =>
  import('@/lib/domain/field-work').then((m) => m.ZDigitalConfirmInput.pick({ name: true })),
);

type Props = {
  crewId: number;
  date: string;
  initial: TDigitalConfirmation | null;
  canConfirm: boolean;
  worksToday: boolean;
};

export function DigitalConfirmForm({ crewId, date, initial, canConfirm, worksToday }: Props) {
  const t = useTranslations('DigitalConfirm');
  const format = useFormatter();
  const [confirmation, setConfirmation] = useState(initial);
  const hydrated = useHydrated();
  const nameId = useId();
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues: { name: '' },
    messages: { name: { required: t('nameRequired') } },
  });

  if (confirmation) {
    return (
      <p data-testid="digital-confirmation" role="status">
        {t('confirmedBy', {
          name: confirmation.name,
          at: format.dateTime(new Date(confirmation.confirmedAt), 'dayTime'),
        })}
      </p>
    );
  }
  if (!worksToday) return <p className="text-muted">{t('notToday')}</p>;
  if (!canConfirm) return <p className="text-muted">{t('notYet')}</p>;

  const onSubmit = form.submit(async ({ name }) => {
    setConfirmation(await confirmDay(crewId, { date, name }));
    toast.success(t('saved'));
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3"
      data-testid="digital-confirm-form"
      data-ready={hydrated || undefined}
    >
      <p>{t('question')}</p>
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <TextField form={form} name="name" id={nameId} label={t('signerName')} autoComplete="name" />
      <SubmitButton busy={form.busy}>{form.busy ? t('sending') : t('confirm')}</SubmitButton>
    </form>
  );
}
