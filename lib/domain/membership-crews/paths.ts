// The /api/v1 paths of membership crews. SPEC §7 names plannerCrews, pCrews, contacts/{id}/pCrews
// and contacts/{id}/plannerCrewMemberships. contacts/{id}/pCrews reads a client contact's teams; in
// contacts/{id}/plannerCrewMemberships the id is the member person, as on the screen
// /membership-crews/{id}/contact/{personId}.
export const membershipCrewPaths = {
  list: () => '/plannerCrews',
  create: () => '/plannerCrews',
  crew: (id: number) => `/pCrews/${id}`,
  /** The teams kept for a client contact. */
  ofContact: (contactId: number) => `/contacts/${contactId}/pCrews`,
  join: (personId: number) => `/contacts/${personId}/plannerCrewMemberships`,
  leave: (personId: number, plannerCrewId: number) => `/contacts/${personId}/plannerCrewMemberships/${plannerCrewId}`,
};
