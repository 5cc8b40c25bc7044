'use client';
// Membership crews in the browser: the list and one team (revalidated after a change), creating
// a team, adding and removing members, and the person search to add from.
import { useSWRConfig } from 'swr';
import * as endpoint from '@/lib/domain/membership-crews/endpoints';
import type * as op from '@/lib/domain/membership-crews/operations/membership-crews';
import * as peopleEndpoints from '@/lib/domain/people/endpoints';
import type { TMembershipCrew, TMembershipCrewDetail, TMembershipCrewInput } from '@/lib/domain/membership-crews';
import type * as personsOp from '@/lib/domain/people/operations/persons';
import { apiUrl } from './http';
import { callOperation } from './call-operation';
import { useOperation } from './operation';

export const useMembershipCrews = (fallbackData?: TMembershipCrew[]) =>
  useOperation<typeof op.listMembershipCrews>(endpoint.listMembershipCrews, {}, { fallbackData });
export const useMembershipCrew = (id: number, fallbackData?: TMembershipCrewDetail) =>
  useOperation<typeof op.getMembershipCrew>(endpoint.getMembershipCrew, { id }, { fallbackData });
/** Persons matching a search, to add to a team (null: nothing typed yet). */
export const usePersonSearch = (search: string) =>
  useOperation<typeof personsOp.listPersons>(peopleEndpoints.listPersons, search.trim() ? {} : null, {
    keepPreviousData: true,
    query: { search: search.trim(), limit: 20 },
  });

export const createMembershipCrew = (input: TMembershipCrewInput) =>
  callOperation<typeof op.createMembershipCrew>(endpoint.createMembershipCrew, {}, input);
export const addMember = (personId: number, plannerCrewId: number) =>
  callOperation<typeof op.addMember>(endpoint.addMember, { id: personId }, { plannerCrewId });
export const removeMember = (personId: number, plannerCrewId: number) =>
  callOperation<typeof op.removeMember>(endpoint.removeMember, { id: personId, plannerCrewId });

export function useRevalidateMembershipCrews() {
  const { mutate } = useSWRConfig();
  const prefixes = ['/plannerCrews', '/pCrews', '/contacts/'].map(apiUrl);
  return () => mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p)));
}
