// /projects (rules §2, §4, §9): clients' and planners' projects, not closed or closed, all or
// mine, past, ongoing or requested, and searched by name or number.
import { titleMetadata } from '@/lib/i18n/page-title';
import { getRequestSession } from '@/lib/bff/render-context';
import { isPlannerOrOffice } from '@/lib/domain/auth/rights-registry';
import { getProjects } from '@/lib/bff/queries/projects';
import { parseProjectFilters, projectListQuery } from '@/lib/domain/projects/list-filters';
import { ProjectsList } from './_components/projects-list';

export const generateMetadata = () => titleMetadata('projects');

export default async function ProjectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [query, session] = await Promise.all([searchParams, getRequestSession()]);
  const types = session?.user.loginTypes ?? [];
  // "Mine" are the projects one manages: only planners and office manage projects.
  const managesProjects = isPlannerOrOffice(types);
  const filters = parseProjectFilters(query);
  if (!managesProjects) filters.scope = 'all';
  const first = await getProjects(projectListQuery(filters));
  return (
    <ProjectsList
      initialFilters={filters}
      initial={first.ok ? { ok: true, data: first.data } : { ok: false, code: first.code }}
      canChooseScope={managesProjects}
    />
  );
}
