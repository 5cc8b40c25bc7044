// Who may use shift swaps: the same callers as vacancies (lib/domain/vacancies/operations.ts).
// The swap routes are not built from operations yet; they take the vacancies' guards from here.
import { accessGuards } from '../../http/operation-route';
import { vacancyCrew as crewAccess, vacancyPlanners as plannerAccess } from '../../../domain/vacancies/operations';

export const vacancyCrew = accessGuards(crewAccess);
export const vacancyPlanners = accessGuards(plannerAccess);
