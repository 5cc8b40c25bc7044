// /vacancies (SPEC §2, DOMAIN.md "Vacancy"): open rows whose function fits the crew member, to
// apply for and to withdraw from until a planner confirms.
import { titleMetadata } from '@/lib/i18n/page-title';
import { getVacancies } from '@/lib/bff/queries/vacancies';
import { VacanciesView } from './_components/vacancies-view';

export const generateMetadata = () => titleMetadata('vacancies');

export default async function VacanciesPage() {
  const first = await getVacancies();
  return <VacanciesView initial={first.ok ? { ok: true, data: first.data } : { ok: false, code: first.code }} />;
}
