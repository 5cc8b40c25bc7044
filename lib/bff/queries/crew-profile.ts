import 'server-only';
// Server reads of a crew member's profile (lib/domain/crew-profile) and their ratings.
import { z } from 'zod';
import { crewProfilePaths, ZDocumentSkill, ZNamedList, ZProfileAccess } from '@/lib/domain/crew-profile';
import { ZCrewRating } from '@/lib/domain/field-work';
import { load } from '../load';

export const getProfileAccess = (personId: number) => load(crewProfilePaths.access(personId), ZProfileAccess);
export const getCrewFunctions = (personId: number) => load(crewProfilePaths.functions(personId), ZNamedList);
export const getCrewTags = (personId: number) => load(crewProfilePaths.tags(personId), ZNamedList);
export const getDocumentSkills = (personId: number) => load(crewProfilePaths.skills(personId), z.array(ZDocumentSkill));
export const getCrewRatings = (personId: number) => load(crewProfilePaths.ratings(personId), z.array(ZCrewRating));
