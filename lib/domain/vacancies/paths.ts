// The /api/v1 paths of vacancies read and written by the screens.
const item = (id: number) => `/projectCrewItems/${id}`;

export const vacancyPaths = {
  /** Open rows that fit the caller (crew). */
  list: () => '/vacancies',
  apply: (crewItemId: number) => `${item(crewItemId)}/applyVacancy`,
  unapply: (crewItemId: number) => `${item(crewItemId)}/unapplyVacancy`,
  /** Open rows with their applicants (planners). */
  projectVacancies: () => '/projectVacancies',
  accept: (applicationId: number) => `/vacancyApplications/${applicationId}/accept`,
  reject: (applicationId: number) => `/vacancyApplications/${applicationId}/reject`,
};
