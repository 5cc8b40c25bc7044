// /projectCrews/{id}/ratings (read, rate one member) and /crewMember/{id}/crewRatings (a
// person's ratings, planners).
import { z } from 'zod';
import { ZCrewRating, ZRatingInput } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import * as fieldWorkEndpoints from '../endpoints';

export const listCrewRatings = defineOperation({
  ...fieldWorkEndpoints.listCrewRatings,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: "Ratings of the crew's members",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Ratings', z.array(ZCrewRating)) },
});

export const rateCrewMember = defineOperation({
  ...fieldWorkEndpoints.rateCrewMember,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'Rate a crew member 1 to 5 after their shift (crew chief, planners); rating again replaces it',
  request: { params: ZIdParam, ...jsonBody(ZRatingInput) },
  responses: { 200: dataResponse('Rating', ZCrewRating) },
});

export const listPersonRatings = defineOperation({
  ...fieldWorkEndpoints.listPersonRatings,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['crewMember'],
  summary: "A person's crew ratings (planners)",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Ratings', z.array(ZCrewRating)) },
});

export const approveRating = defineOperation({
  ...fieldWorkEndpoints.approveRating,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['crewRatings'],
  summary: 'Approve a rating a crew chief gave themself (planners)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Approved', ZCrewRating) },
});
