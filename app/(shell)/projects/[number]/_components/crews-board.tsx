'use client';
// The project's crews with their crew items. Planners create, change and delete crews, add
// crew items, take them through their status actions and staff their rows; the project's client
// sees the same and may ask for crew on an open row.
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { deleteCrew } from '@/lib/client/api/planning';
import { toast } from '@/lib/client/toast-store';
import { useRefusal } from '@/app/_components/form/use-refusal';
import type { TProjectDetail } from '@/lib/domain/projects';
import type { TProjectCrew, TProjectCrewItem } from '@/lib/domain/planning';
import type { TPlannerOptions } from '@/lib/bff/queries/projects';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import type { TRowTarget } from '@/app/(shell)/_staffing/request-person-dialog';
import { CrewCard } from './crew-card';
import { CrewItemCard } from './crew-item-card';
import { AskForCrewDialog, RequestPersonDialog } from './lazy-parts';
import { CrewForm, CrewItemForm } from './lazy-forms';
import type { TRefresh } from './refresh';

type TEditing = { kind: 'newCrew' } | { kind: 'crew'; id: number } | { kind: 'newItem'; crewId: number } | null;

export function CrewsBoard({
  project,
  crews,
  items,
  options,
  role,
  onChanged,
}: {
  project: TProjectDetail;
  crews: TProjectCrew[];
  items: TProjectCrewItem[];
  options: TPlannerOptions | null;
  role: 'planner' | 'client';
  onChanged: TRefresh;
}) {
  const t = useTranslations('ProjectPage');
  const refused = useRefusal();
  const [editing, setEditing] = useState<TEditing>(null);
  const [requesting, setRequesting] = useState<TRowTarget | null>(null);
  const [asking, setAsking] = useState<TRowTarget | null>(null);
  const planner = role === 'planner' && options !== null;
  const done = async () => {
    setEditing(null);
    await onChanged();
  };

  return (
    <section aria-labelledby="project-crews-title" className="flex flex-col gap-3" data-testid="project-crews">
      <div className="flex items-center justify-between gap-2">
        <h2 id="project-crews-title" className="text-base font-semibold">
          {t('crews')}
        </h2>
        {planner && editing?.kind !== 'newCrew' ? (
          <Button look="primary" onClick={() => setEditing({ kind: 'newCrew' })} data-testid="new-crew">
            {t('newCrew')}
          </Button>
        ) : null}
      </div>
      {planner && editing?.kind === 'newCrew' ? (
        <div className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
          <CrewForm project={project} options={options} onSaved={done} onCancel={() => setEditing(null)} />
        </div>
      ) : null}
      {crews.length === 0 ? <p className="text-muted">{t('noCrews')}</p> : null}
      <ul className="flex flex-col gap-3">
        {crews.map((crew) => {
          const own = items.filter((i) => i.crew.id === crew.id);
          return (
            <CrewCard
              key={crew.id}
              crew={crew}
              linkContactOnSite
              actions={
                planner ? (
                  <Button
                    aria-expanded={editing?.kind === 'crew' && editing.id === crew.id}
                    onClick={() => setEditing({ kind: 'crew', id: crew.id })}
                    className="min-h-10 text-sm"
                    data-testid="edit-crew"
                  >
                    {t('edit')}
                  </Button>
                ) : null
              }
            >
              {planner && editing?.kind === 'crew' && editing.id === crew.id ? (
                <div className="flex flex-col gap-3 rounded-lg bg-soft p-3">
                  <CrewForm
                    project={project}
                    crew={crew}
                    options={options}
                    onSaved={done}
                    onStale={onChanged}
                    onCancel={() => setEditing(null)}
                  />
                  <ConfirmButton
                    quiet
                    label={t('deleteCrew')}
                    question={t('deleteCrewQuestion', { name: crew.name })}
                    confirmLabel={t('deleteCrew')}
                    testId="delete-crew"
                    onConfirm={async () => {
                      try {
                        await deleteCrew(crew);
                        toast.success(t('crewDeleted', { name: crew.name }));
                        await done();
                      } catch (err) {
                        await refused(err, onChanged);
                      }
                    }}
                  />
                </div>
              ) : null}
              <h4 className="mt-1 text-sm font-semibold">{t('items')}</h4>
              {own.length === 0 ? <p className="text-sm text-muted">{t('noItems')}</p> : null}
              <ul className="flex flex-col gap-2">
                {own.map((item) => (
                  <CrewItemCard
                    key={item.id}
                    item={item}
                    role={role}
                    functions={options?.functions ?? []}
                    onChanged={onChanged}
                    onRequest={setRequesting}
                    onAsk={setAsking}
                  />
                ))}
              </ul>
              {planner && editing?.kind === 'newItem' && editing.crewId === crew.id ? (
                <div className="rounded-lg bg-soft p-3">
                  <CrewItemForm
                    crew={crew}
                    functions={options.functions}
                    onSaved={done}
                    onCancel={() => setEditing(null)}
                  />
                </div>
              ) : planner ? (
                <Button onClick={() => setEditing({ kind: 'newItem', crewId: crew.id })} data-testid="new-crew-item">
                  {t('newItem')}
                </Button>
              ) : null}
            </CrewCard>
          );
        })}
      </ul>
      {planner ? (
        <RequestPersonDialog target={requesting} onClose={() => setRequesting(null)} onDone={onChanged} />
      ) : (
        <AskForCrewDialog projectId={project.id} target={asking} onClose={() => setAsking(null)} onDone={onChanged} />
      )}
    </section>
  );
}
