'use client';
// The project page's working part for planners (the project's status, details, password, copy,
// logo, to-dos, a staffing proposal, crews, crew items and people) and for its client (crews and
// items, asking for crew, and a staffing proposal where the tenant allows it). The server's first
// paint is the fallback; after a change the page's data is read again.
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { errorMessageKey, type TErrorCode } from '@/lib/client/error-message';
import { useProjectCrewItems, useProjectCrews, useRevalidateProject } from '@/lib/client/api/projects';
import type { TProjectDetail } from '@/lib/domain/projects';
import type { TProjectCrew, TProjectCrewItem } from '@/lib/domain/planning';
import type { TActivity } from '@/lib/domain/activities';
import type { TPlannerOptions } from '@/lib/bff/queries/projects';
import { LoadError } from '@/app/_components/ui/load-error';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { PlannerTools, ProjectTodos, StaffingCard } from './lazy-parts';
import { CrewsBoard } from './crews-board';
import type { TRefresh } from './refresh';

export function ProjectWorkspace({
  project,
  crews,
  items,
  loadFailed,
  todos,
  options,
  role,
  staffs,
}: {
  project: TProjectDetail;
  crews: TProjectCrew[];
  items: TProjectCrewItem[];
  loadFailed: TErrorCode | null;
  todos: TActivity[];
  options: TPlannerOptions | null;
  role: 'planner' | 'client';
  /** "Staff this project": planners, and its client where the tenant allows it. */
  staffs: boolean;
}) {
  const t = useTranslations('ProjectPage');
  const tRoot = useTranslations();
  const router = useRouter();
  const revalidate = useRevalidateProject(project.id);
  const crewsSwr = useProjectCrews(project.id, crews);
  const itemsSwr = useProjectCrewItems(project.id, items);
  const refresh: TRefresh = async () => {
    await revalidate();
    router.refresh();
  };

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="project-workspace">
      {role === 'planner' && options ? <PlannerTools project={project} options={options} onChanged={refresh} /> : null}
      {role === 'planner' ? <ProjectTodos projectId={project.id} initial={todos} /> : null}
      {staffs ? (
        <StaffingCard
          target={{
            kind: 'project',
            projectId: project.id,
            crews: (crewsSwr.data ?? crews).map((c) => ({ id: c.id, name: c.name })),
          }}
          onAccepted={refresh}
        />
      ) : null}
      {loadFailed ? (
        <LoadError
          heading={t('crewsNotFound')}
          reason={tRoot(errorMessageKey(loadFailed))}
          code={loadFailed}
          onRetry={refresh}
        />
      ) : (
        <CrewsBoard
          project={project}
          crews={crewsSwr.data ?? crews}
          items={itemsSwr.data ?? items}
          options={options}
          role={role}
          onChanged={refresh}
        />
      )}
    </ReadyBox>
  );
}
