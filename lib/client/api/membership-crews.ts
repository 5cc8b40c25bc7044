'use client';
// Membership crews in the browser: the list and one team (revalidated after a change), creating
// a team, adding and removing members, and the person search to add from.
import { useSWRConfig } from 'swr';
import { membershipCrewPaths } from '@/lib/domain/membership-crews/paths';
import { personPaths } from '@/lib/domain/people/paths';
import type {
  TMembership,
  TMembershipCrew,
  TMembershipCrewDetail,
  TMembershipCrewInput,
} from '@/lib/domain/membership-crews';
import type { TPersonListItem } from '@/lib/domain/people';
import { apiCall, apiPost, apiUrl } from './http';
import { useApi } from './use-api';

export const useMembershipCrews = (fallbackData?: TMembershipCrew[]) =>
  useApi<TMembershipCrew[]>(membershipCrewPaths.list(), { fallbackData });
export const useMembershipCrew = (id: number, fallbackData?: TMembershipCrewDetail) =>
  useApi<TMembershipCrewDetail>(membershipCrewPaths.crew(id), { fallbackData });
/** Persons matching a search, to add to a team (null: nothing typed yet). */
export const usePersonSearch = (search: string) =>
  useApi<TPersonListItem[]>(search.trim() ? personPaths.search(search.trim()) : null, { keepPreviousData: true });

export const createMembershipCrew = (input: TMembershipCrewInput) =>
  apiPost<TMembershipCrewDetail>(membershipCrewPaths.create(), input);
export const addMember = (personId: number, plannerCrewId: number) =>
  apiPost<TMembership>(membershipCrewPaths.join(personId), { plannerCrewId });
export const removeMember = (personId: number, plannerCrewId: number) =>
  apiCall<TMembership>(membershipCrewPaths.leave(personId, plannerCrewId), { method: 'DELETE' });

export function useRevalidateMembershipCrews() {
  const { mutate } = useSWRConfig();
  const prefixes = ['/plannerCrews', '/pCrews', '/contacts/'].map(apiUrl);
  return () => mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p)));
}
