import 'server-only';
// Server reads of vacancies for pages: the crew member's fitting vacancies, and the planners'
// open rows with their applicants.
import { z } from 'zod';
import { vacancyPaths, ZProjectVacancy, ZVacancy } from '@/lib/domain/vacancies';
import { load } from '../load';

export const getVacancies = () => load(vacancyPaths.list(), z.array(ZVacancy));
export const getProjectVacancies = () => load(vacancyPaths.projectVacancies(), z.array(ZProjectVacancy));
