// /projects-vacancy (SPEC §2, §6): the planners' open rows with their applicants, to accept
// (which books the person, under the double-booking rule) or reject.
import { titleMetadata } from '@/lib/i18n/page-title';
import { getProjectVacancies } from '@/lib/bff/queries/vacancies';
import { ProjectVacanciesView } from './_components/project-vacancies-view';

export const generateMetadata = () => titleMetadata('projectsVacancy');

export default async function ProjectsVacancyPage() {
  const first = await getProjectVacancies();
  return <ProjectVacanciesView initial={first.ok ? { ok: true, data: first.data } : { ok: false, code: first.code }} />;
}
