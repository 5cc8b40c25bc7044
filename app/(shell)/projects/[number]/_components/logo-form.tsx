'use client';
// The project's logo (right projects EDIT_PROJECT_LOGO): PNG or JPEG up to 2 MB, checked before
// sending and again by the server; shown with its upload progress; removable after a question.
import { useRef, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { deleteProjectLogo } from '@/lib/client/api/projects';
import { uploadProjectLogo } from '@/lib/client/api/project-uploads';
import { errorCodeOf } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { PROJECT_LOGO_MAX_BYTES, PROJECT_LOGO_TYPES } from '@/lib/domain/projects/document-limits';
import type { TProjectDetail } from '@/lib/domain/projects';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { FormMessage } from '@/app/_components/form/form-message';

export function LogoForm({
  project,
  onSaved,
  onCancel,
}: {
  project: TProjectDetail;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('ProjectForms');
  const tRoot = useTranslations();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!(PROJECT_LOGO_TYPES as readonly string[]).includes(file.type)) return setProblem(t('logoType'));
    if (file.size > PROJECT_LOGO_MAX_BYTES) return setProblem(t('logoSize'));
    setProblem(null);
    setProgress(0);
    try {
      await uploadProjectLogo(project.id, file, setProgress);
      toast.success(t('logoSaved'));
      await onSaved();
    } catch (err) {
      setProblem(tRoot(errorMessageKey(errorCodeOf(err))));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="logo-form">
      <p className="text-sm text-muted">{t('logoHint')}</p>
      {problem ? <FormMessage kind="error">{problem}</FormMessage> : null}
      <label className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg bg-primary px-4 font-medium text-on-primary focus-within:outline focus-within:outline-2">
        {project.hasLogo ? t('replaceLogo') : t('chooseLogo')}
        <input
          ref={input}
          type="file"
          accept={PROJECT_LOGO_TYPES.join(',')}
          className="sr-only"
          disabled={progress !== null}
          onChange={(e) => void pick(e.target.files?.[0])}
          data-testid="logo-file"
        />
      </label>
      {progress !== null ? (
        <progress className="h-2 w-full" max={100} value={Math.round(progress * 100)} aria-label={t('uploading')} />
      ) : null}
      {project.hasLogo ? (
        <ConfirmButton
          quiet
          label={t('removeLogo')}
          question={t('removeLogoQuestion')}
          confirmLabel={t('removeLogo')}
          onConfirm={async () => {
            try {
              await deleteProjectLogo(project.id);
              toast.success(t('logoRemoved'));
              await onSaved();
            } catch (err) {
              toast.error(tRoot(errorMessageKey(errorCodeOf(err))));
            }
          }}
        />
      ) : null}
      <Button onClick={onCancel}>{t('close')}</Button>
    </div>
  );
}
