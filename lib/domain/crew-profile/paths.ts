// The /api/v1 paths of a crew member's profile, taken from the operations' endpoints.
import { pathOf } from '../endpoint';
import * as fieldWorkEndpoints from '../field-work/endpoints';
import * as crewProfileEndpoints from './endpoints';

export const crewProfilePaths = {
  functions: (personId: number) => pathOf(crewProfileEndpoints.crewFunctions, { id: personId }),
  tags: (personId: number) => pathOf(crewProfileEndpoints.crewTags, { id: personId }),
  skills: (personId: number) => pathOf(crewProfileEndpoints.documentBasedSkills, { id: personId }),
  ratings: (personId: number) => pathOf(fieldWorkEndpoints.listPersonRatings, { id: personId }),
  access: (personId: number) => pathOf(crewProfileEndpoints.profileAccess, { id: personId }),
};
