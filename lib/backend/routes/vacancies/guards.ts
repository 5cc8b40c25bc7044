// Who may use vacancies and shift swaps (SPEC §6): crew with the vacancies right see and take
// open places; planners with persons READ and mobileProjectVacancies READ answer them.
import { requireAuth, requireUserSession } from '../../http/auth';
import { needsRight, plannersOnly } from '../../http/guards';

export const vacancyCrew = [requireAuth, requireUserSession, needsRight('vacancies.READ')];
export const vacancyPlanners = [
  requireAuth,
  requireUserSession,
  plannersOnly,
  needsRight('persons.READ'),
  needsRight('mobileProjectVacancies.READ'),
];
