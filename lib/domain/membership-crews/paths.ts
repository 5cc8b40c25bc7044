// The /api/v1 paths of membership crews, taken from the operations' endpoints (./endpoints).
// rules §7 names plannerCrews, pCrews, contacts/{id}/pCrews and contacts/{id}/plannerCrewMemberships.
// contacts/{id}/pCrews reads a client contact's teams; in contacts/{id}/plannerCrewMemberships the
// id is the member person, as on the screen /membership-crews/{id}/contact/{personId}.
import { pathOf } from '../endpoint';
import * as membershipCrewsEndpoints from './endpoints';

export const membershipCrewPaths = {
  create: () => membershipCrewsEndpoints.createMembershipCrew.path,
  crew: (id: number) => pathOf(membershipCrewsEndpoints.getMembershipCrew, { id }),
  join: (personId: number) => pathOf(membershipCrewsEndpoints.addMember, { id: personId }),
};
