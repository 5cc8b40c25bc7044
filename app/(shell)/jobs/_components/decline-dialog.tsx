'use client';
// The confirmation step before declining a job (a destructive answer), with an optional reason.
// A refusal shows in the dialog, on the reason where it is about the reason.
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';

// The answer itself is the dialog's; the reason is what the user types.
const loadSchema = once(() => import('@/lib/domain/planning').then((m) => m.ZJobConfirmation.pick({ reason: true })));

type Props = {
  /** What is being declined, e.g. the project and day; null closes the dialog. */
  subject: string | null;
  /** Sends the decline; a refusal it throws is shown in the dialog. */
  onConfirm: (reason: string | undefined) => Promise<void>;
  onCancel: () => void;
};

export function DeclineDialog({ subject, onConfirm, onCancel }: Props) {
  const t = useTranslations('JobsPage');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const form = useDomainForm({ schema: loadSchema, defaultValues: { reason: '' } });
  const { reset } = form;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (subject !== null && !dialog.open) {
      reset();
      dialog.showModal();
    } else if (subject === null && dialog.open) dialog.close();
  }, [subject, reset]);

  // Taken away while open (/jobs shows it only while declining): closed first, so the browser
  // gives the focus back to what opened it, as it does when the dialog closes.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const onSubmit = form.submit(({ reason }) => onConfirm(reason || undefined));

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="decline-dialog"
      onCancel={(e) => {
        e.preventDefault();
        if (!form.busy) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-app p-0 text-ink shadow-box backdrop:bg-black/50"
    >
      <form method="dialog" noValidate className="flex flex-col gap-3 p-4" onSubmit={onSubmit}>
        <h2 id={titleId} className="text-lg font-semibold">
          {t('declineTitle')}
        </h2>
        <p>{t('declineQuestion', { subject: subject ?? '' })}</p>
        <TextareaField form={form} name="reason" id={reasonId} label={t('declineReason')} rows={3} />
        {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            disabled={form.busy}
            onClick={onCancel}
            className="min-h-12 rounded-lg px-4 font-medium ring-1 ring-line"
          >
            {t('keepJob')}
          </button>
          <button
            type="submit"
            disabled={form.busy}
            aria-busy={form.busy || undefined}
            className="min-h-12 rounded-lg bg-danger px-4 font-medium text-white disabled:opacity-60"
          >
            {form.busy ? t('sending') : t('confirmDecline')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
