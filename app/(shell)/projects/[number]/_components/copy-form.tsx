'use client';
// Copying the project (rules §7 copy): a new begin date and, if wanted, a new name; the copy
// keeps the crews and crew items, without people, and opens on its own page.
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { TextField } from '@/app/_components/form/text-field';
import { DateField } from '@/app/_components/form/typed-fields';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { copyProject } from '@/lib/client/api/projects';
import { toast } from '@/lib/client/toast-store';
import type { TProjectCopy, TProjectDetail } from '@/lib/domain/projects';
import { FormActions } from './form-actions';

const loadSchema = once(() => import('@/lib/domain/projects').then((m) => m.ZProjectCopy));

export function CopyForm({ project, onCancel }: { project: TProjectDetail; onCancel: () => void }) {
  const t = useTranslations('ProjectForms');
  const router = useRouter();
  const form = useDomainForm<TProjectCopy>({ schema: loadSchema, defaultValues: { beginDate: '', name: '' } });
  const onSubmit = form.submit(async (values) => {
    const copy = await copyProject(project.id, values);
    toast.success(t('copied', { number: copy.number }));
    router.push(`/projects/${copy.number}`);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="copy-form">
      <p className="text-sm text-muted">{t('copyHint')}</p>
      {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
      <DateField form={form} name="beginDate" label={t('copyBeginDate')} />
      <TextField form={form} name="name" label={t('copyName')} hint={t('copyNameHint')} />
      <FormActions busy={form.busy} label={t('copy')} onCancel={onCancel} />
    </form>
  );
}
