// The /api/v1 paths of a crew member's profile.
const member = (id: number) => `/crewMember/${id}`;

export const crewProfilePaths = {
  functions: (personId: number) => `${member(personId)}/crewFunctions`,
  tags: (personId: number) => `${member(personId)}/crewTags`,
  skills: (personId: number) => `${member(personId)}/documentBasedSkills`,
  ratings: (personId: number) => `${member(personId)}/crewRatings`,
  access: (personId: number) => `/persons/${personId}/profileAccess`,
};
