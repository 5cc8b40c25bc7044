// /projects/{number} (rules §2, §3): the project, its crews and — for planners — everything to
// plan it; clients see their own projects and may ask for crew (and staff them, where the tenant
// allows it); it is also the home of a project (PID) session, which sees the project and its
// crews only.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { LoadError } from '@/app/_components/ui/load-error';
import { getPlannerOptions, getProjectCrewItems, getProjectCrews, getProjectTodos } from '@/lib/bff/queries/projects';
import { getStaffingSettings } from '@/lib/bff/queries/planning';
import { loadProjectPage } from './_lib/project-data';
import { ProjectSummary } from './_components/project-summary';
import { CrewCards } from './_components/crew-cards';
import { ProjectWorkspace } from './_components/project-workspace';
import { LiveRefresh } from '@/app/_components/live/lazy-live-refresh';
import { LiveLists } from '@/app/_components/live/lazy-live-lists';
import { projectPaths } from '@/lib/domain/projects/paths';
import { PROJECT_CONTENT_TOPICS } from '@/lib/domain/live/changes';

export const generateMetadata = () => titleMetadata('project');

export default async function ProjectPage({ params }: { params: Promise<{ number: string }> }) {
  const [{ number }, t, tRoot] = await Promise.all([params, getTranslations('ProjectPage'), getTranslations()]);
  const { project, viewer } = await loadProjectPage(number);
  if (!project.ok) {
    return (
      <LoadError
        testId="project-not-found"
        heading={t('notFound')}
        reason={tRoot(errorMessageKey(project.code))}
        code={project.code}
      />
    );
  }
  const p = project.data;
  // Everything on the page is the project's: its crews, items, jobs and to-dos (not who else is here).
  const live = [{ topics: [...PROJECT_CONTENT_TOPICS, 'activity' as const], projectId: p.id }];
  // Planners and office see who else of them has the project open.
  const here = !viewer.projectSession && (viewer.planner || viewer.office) ? { project: p.id } : undefined;
  // A project session and crew see the project and its crews; planners and clients work on it.
  const works = !viewer.projectSession && (viewer.planner || viewer.client);
  const plans = works && viewer.planner;
  // One round of calls once the project is known, not one after another.
  const [crews, items, todos, options, staffing] = await Promise.all([
    getProjectCrews(p.id),
    works ? getProjectCrewItems(p.id) : null,
    plans ? getProjectTodos(p.id) : null,
    plans ? getPlannerOptions(p) : null,
    // A client staffs its own project only where the tenant allows it.
    works && !plans ? getStaffingSettings() : null,
  ]);
  if (!works || !items) {
    return (
      <div className="flex flex-col gap-4" data-testid="project-page">
        <LiveRefresh matches={live} presence={here} />
        <ProjectSummary project={p} viewer={viewer} />
        <CrewCards crews={crews} viewer={viewer} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="project-page">
      {/* The workspace's lists are the browser's too: they read again with the page. */}
      <LiveLists matches={live} lists={[projectPaths.project(p.id)]} presence={here} />
      <ProjectSummary project={p} viewer={viewer} />
      <ProjectWorkspace
        project={p}
        crews={crews.ok ? crews.data : []}
        items={items.ok ? items.data : []}
        loadFailed={!crews.ok ? crews.code : !items.ok ? items.code : null}
        todos={todos?.ok ? todos.data : []}
        options={options}
        role={viewer.planner ? 'planner' : 'client'}
        staffs={plans || Boolean(staffing?.ok && staffing.data.clientsMayStaff)}
      />
    </div>
  );
}
