// /projects-vacancy (rules §2, §6): the planners' open rows with their applicants, to accept
// (which books the person, under the double-booking rule) or reject; below, the shift swaps
// under way, to approve (never into a double booking) or reject.
import { titleMetadata } from '@/lib/i18n/page-title';
import { getProjectVacancies } from '@/lib/bff/queries/vacancies';
import { getPendingSwaps } from '@/lib/bff/queries/shift-swaps';
import { PendingSwaps } from '@/app/(shell)/_shift-swaps/pending-swaps';
import { ProjectVacanciesView } from './_components/project-vacancies-view';

export const generateMetadata = () => titleMetadata('projectsVacancy');

export default async function ProjectsVacancyPage() {
  const [first, swaps] = await Promise.all([getProjectVacancies(), getPendingSwaps()]);
  return (
    <div className="flex flex-col gap-8">
      <ProjectVacanciesView initial={first.ok ? { ok: true, data: first.data } : { ok: false, code: first.code }} />
      <PendingSwaps result={swaps} />
    </div>
  );
}
