'use client';
// Vacancies in the browser: a crew member applies and withdraws; planners accept (with the
// double-booking confirmation: a 409 DOUBLE_BOOKING comes back as an ApiClientError with the
// conflicts in `details`) or reject. Every change revalidates the vacancy lists and jobs.
import { useSWRConfig } from 'swr';
import * as endpoint from '@/lib/domain/vacancies/endpoints';
import type * as op from '@/lib/domain/vacancies/operations';
import type { TProjectVacancy, TVacancy, TVacancyApplicant } from '@/lib/domain/vacancies';
import { apiUrl } from './http';
import { callOperation, callVersioned } from './call-operation';
import { useOperation } from './operation';

export const useVacancies = (fallbackData?: TVacancy[]) =>
  useOperation<typeof op.listVacancies>(endpoint.listVacancies, {}, { fallbackData });
export const useProjectVacancies = (fallbackData?: TProjectVacancy[]) =>
  useOperation<typeof op.listProjectVacancies>(endpoint.listProjectVacancies, {}, { fallbackData });

export const applyForVacancy = (crewItemId: number) =>
  callOperation<typeof op.applyForVacancy>(endpoint.applyForVacancy, { id: crewItemId });
export const withdrawApplication = (crewItemId: number) =>
  callOperation<typeof op.withdrawFromVacancy>(endpoint.withdrawFromVacancy, { id: crewItemId });
/** The planner's answers name the application's version they saw (412 when it changed since). */
type TApplicationSeen = Pick<TVacancyApplicant, 'applicationId' | 'version'>;

export const acceptApplication = (a: TApplicationSeen, confirmDoubleBooking: boolean) =>
  callVersioned<typeof op.acceptApplication>(
    endpoint.acceptApplication,
    { id: a.applicationId },
    a.version,
    confirmDoubleBooking ? { confirmDoubleBooking: true } : {},
  );
export const rejectApplication = (a: TApplicationSeen) =>
  callVersioned<typeof op.rejectApplication>(endpoint.rejectApplication, { id: a.applicationId }, a.version);

/** After a change the vacancy lists and the jobs lists ("applied for", "upcoming") may differ. */
export function useRevalidateVacancies() {
  const { mutate } = useSWRConfig();
  const prefixes = ['/vacancies', '/projectVacancies', '/jobs'].map(apiUrl);
  return () => mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p)));
}
