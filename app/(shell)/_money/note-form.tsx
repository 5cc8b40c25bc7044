'use client';
// A note on a receipt or invoice. Loaded after the page, so the form library is not in its first load.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextareaField } from '@/app/_components/form/textarea-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import type { TDocumentActivity } from '@/lib/domain/money';
import { toast } from '@/lib/client/toast-store';

const loadSchema = () => import('@/lib/domain/money').then((m) => m.ZNoteInput);

type Props = {
  addNote: (body: string) => Promise<TDocumentActivity[]>;
  onChanged: (activities: TDocumentActivity[]) => Promise<unknown>;
};

export function NoteForm({ addNote, onChanged }: Props) {
  const t = useTranslations('MoneyParts');
  const form = useDomainForm({ schema: loadSchema, defaultValues: { body: '' } });
  const onSubmit = form.submit(async ({ body }) => {
    await onChanged(await addNote(body));
    form.reset();
    toast.success(t('noteAdded'));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2" data-testid="note-form">
      <TextareaField form={form} name="body" label={t('note')} rows={2} />
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <SubmitButton busy={form.busy}>{t('addNote')}</SubmitButton>
    </form>
  );
}
