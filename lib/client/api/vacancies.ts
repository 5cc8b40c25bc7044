'use client';
// Vacancies in the browser: a crew member applies and withdraws; planners accept (with the
// double-booking confirmation: a 409 DOUBLE_BOOKING comes back as an ApiClientError with the
// conflicts in `details`) or reject. Every change revalidates the vacancy lists and jobs.
import { useSWRConfig } from 'swr';
import { vacancyPaths } from '@/lib/domain/vacancies/paths';
import type { TProjectVacancy, TVacancy, TVacancyApplication } from '@/lib/domain/vacancies';
import { apiPost, apiUrl } from './http';
import { useApi } from './use-api';

export const useVacancies = (fallbackData?: TVacancy[]) => useApi<TVacancy[]>(vacancyPaths.list(), { fallbackData });
export const useProjectVacancies = (fallbackData?: TProjectVacancy[]) =>
  useApi<TProjectVacancy[]>(vacancyPaths.projectVacancies(), { fallbackData });

export const applyForVacancy = (crewItemId: number) => apiPost<TVacancyApplication>(vacancyPaths.apply(crewItemId));
export const withdrawApplication = (crewItemId: number) =>
  apiPost<TVacancyApplication>(vacancyPaths.unapply(crewItemId));
export const acceptApplication = (applicationId: number, confirmDoubleBooking: boolean) =>
  apiPost<TVacancyApplication>(
    vacancyPaths.accept(applicationId),
    confirmDoubleBooking ? { confirmDoubleBooking: true } : {},
  );
export const rejectApplication = (applicationId: number) =>
  apiPost<TVacancyApplication>(vacancyPaths.reject(applicationId));

/** After a change the vacancy lists and the jobs lists ("applied for", "upcoming") may differ. */
export function useRevalidateVacancies() {
  const { mutate } = useSWRConfig();
  const prefixes = ['/vacancies', '/projectVacancies', '/jobs'].map(apiUrl);
  return () => mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p)));
}
