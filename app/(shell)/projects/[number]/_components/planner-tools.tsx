'use client';
// The planners' actions on the whole project: move its status along (requested → quoted →
// confirmed → closed, as the server allows), and open the forms to change its details, set or
// clear the project login's password, copy it, or change its logo. The forms load on first use.
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { changeProjectStatus } from '@/lib/client/api/projects';
import { toast } from '@/lib/client/toast-store';
import { useRefusal } from '@/app/_components/form/use-refusal';
import type { TProjectDetail, TProjectStatus } from '@/lib/domain/projects';
import type { TPlannerOptions } from '@/lib/bff/queries/projects';
import { Card } from '@/app/_components/ui/card';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { LinkPasswordForm } from '@/app/_components/link-password/link-password-form-lazy';
import { CopyForm, LogoForm, ProjectEditForm } from './lazy-forms';
import type { TRefresh } from './refresh';

type TPanel = 'edit' | 'password' | 'copy' | 'logo' | null;

/** A project only moves forward (services/projects/status.ts); "requested" is where it starts. */
const isForward = (s: TProjectStatus): s is Exclude<TProjectStatus, 'requested'> => s !== 'requested';

export function PlannerTools({
  project,
  options,
  onChanged,
}: {
  project: TProjectDetail;
  options: TPlannerOptions;
  onChanged: TRefresh;
}) {
  const t = useTranslations('ProjectPage');
  const tStatus = useTranslations('ProjectStatus');
  const refused = useRefusal();
  const [panel, setPanel] = useState<TPanel>(null);

  const move = async (status: TProjectStatus) => {
    try {
      await changeProjectStatus(project, status);
      toast.success(t('statusChanged', { status: tStatus(status) }));
      await onChanged();
    } catch (err) {
      await refused(err, onChanged);
    }
  };
  const close = () => setPanel(null);
  const saved = async () => {
    setPanel(null);
    await onChanged();
  };
  const toggle = (p: Exclude<TPanel, null>) => setPanel((current) => (current === p ? null : p));

  return (
    <Card id="project-tools" title={t('tools')}>
      <div className="flex flex-col gap-3">
        {project.nextStatuses.length > 0 ? (
          <div className="flex flex-col gap-2" data-testid="project-status-actions">
            <p className="text-sm text-muted">{t('statusHint')}</p>
            {project.nextStatuses.filter(isForward).map((status) =>
              status === 'closed' ? (
                <ConfirmButton
                  key={status}
                  label={t(`moveTo.${status}`)}
                  question={t('closeQuestion')}
                  confirmLabel={t(`moveTo.${status}`)}
                  onConfirm={() => move(status)}
                  testId={`status-${status}`}
                />
              ) : (
                <Button key={status} look="primary" onClick={() => void move(status)} data-testid={`status-${status}`}>
                  {t(`moveTo.${status}`)}
                </Button>
              ),
            )}
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-2">
          {(['edit', 'password', 'copy', 'logo'] as const).map((p) => (
            <Button key={p} aria-expanded={panel === p} onClick={() => toggle(p)} data-testid={`tool-${p}`}>
              {t(`toolsMenu.${p}`)}
            </Button>
          ))}
        </div>
        {panel === 'edit' ? (
          <ProjectEditForm project={project} options={options} onSaved={saved} onStale={onChanged} onCancel={close} />
        ) : null}
        {panel === 'password' ? (
          <LinkPasswordForm
            login={{ kind: 'project', id: project.id }}
            hasPassword={project.hasPassword}
            onSaved={onChanged}
            onCancel={close}
          />
        ) : null}
        {panel === 'copy' ? <CopyForm project={project} onCancel={close} /> : null}
        {panel === 'logo' ? <LogoForm project={project} onSaved={saved} onCancel={close} /> : null}
      </div>
    </Card>
  );
}
