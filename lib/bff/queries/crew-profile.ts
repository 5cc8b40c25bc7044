import 'server-only';
// Server reads of a crew member's profile (lib/domain/crew-profile) and their ratings.
import {
  crewFunctions,
  crewTags,
  documentBasedSkills,
  profileAccess,
} from '@/lib/domain/crew-profile/operations/crew-profile';
import { listPersonRatings } from '@/lib/domain/field-work/operations/crew-ratings';
import { loadOperation } from '../load';

export const getProfileAccess = (personId: number) => loadOperation(profileAccess, { id: personId });
export const getCrewFunctions = (personId: number) => loadOperation(crewFunctions, { id: personId });
export const getCrewTags = (personId: number) => loadOperation(crewTags, { id: personId });
export const getDocumentSkills = (personId: number) => loadOperation(documentBasedSkills, { id: personId });
export const getCrewRatings = (personId: number) => loadOperation(listPersonRatings, { id: personId });
