// The buttons at the foot of the page's forms: save (busy while sending) and cancel.
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { Button } from '@/app/_components/ui/buttons';

export function FormActions({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  const t = useTranslations('ProjectForms');
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <div className="flex-1">
        <SubmitButton busy={busy}>{busy ? t('saving') : label}</SubmitButton>
      </div>
      <Button disabled={busy} onClick={onCancel} className="flex-1">
        {t('cancel')}
      </Button>
    </div>
  );
}
