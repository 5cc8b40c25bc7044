import 'server-only';
// Server reads of vacancies for pages: the crew member's fitting vacancies, and the planners'
// open rows with their applicants.
import { listProjectVacancies, listVacancies } from '@/lib/domain/vacancies/operations';
import { loadOperation } from '../load';

export const getVacancies = () => loadOperation(listVacancies);
export const getProjectVacancies = () => loadOperation(listProjectVacancies);
