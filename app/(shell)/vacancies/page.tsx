// /vacancies (rules §2, rules "Vacancy"): open rows whose function fits the crew member, to
// apply for and to withdraw from until a planner confirms; below, the shifts colleagues offer
// that fit them and fall when they are free, to take.
import { titleMetadata } from '@/lib/i18n/page-title';
import { getVacancies } from '@/lib/bff/queries/vacancies';
import { getOfferedShifts } from '@/lib/bff/queries/shift-swaps';
import { OfferedShifts } from '@/app/(shell)/_shift-swaps/offered-shifts';
import { VacanciesView } from './_components/vacancies-view';

export const generateMetadata = () => titleMetadata('vacancies');

export default async function VacanciesPage() {
  const [first, offered] = await Promise.all([getVacancies(), getOfferedShifts()]);
  return (
    <div className="flex flex-col gap-8">
      <VacanciesView initial={first.ok ? { ok: true, data: first.data } : { ok: false, code: first.code }} />
      <OfferedShifts result={offered} />
    </div>
  );
}
