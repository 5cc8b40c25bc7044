// /projectCrews/{id}/ratings (read, rate one member) and /crewMember/{id}/crewRatings (a
// person's ratings, planners).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { plannersOnly } from '../../http/guards';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, jsonBody } from '../../http/openapi';
import { crewAccessOf, crewGuard, crewRoles } from '../../http/crew-guard';
import { approveRating, listCrewRatings, personRatings, rateCrewMember } from '../../services/field-work/ratings';
import { ZCrewRating, ZRatingInput } from '../../../domain/field-work';

/** The crew chief or a planner, checked before the body is read. */
const middleware = [requireAuth, crewGuard, crewRoles(['chief', 'planner'])];

export function crewRatingRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/ratings',
      tags: ['projectCrews'],
      middleware,
      summary: "Ratings of the crew's members",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Ratings', z.array(ZCrewRating)) },
    }),
    async (c) => c.json({ data: await listCrewRatings(c.var.deps.db, await crewAccessOf(c)) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/projectCrews/{id}/ratings',
      tags: ['projectCrews'],
      middleware,
      summary: 'Rate a crew member 1 to 5 after their shift (crew chief, planners); rating again replaces it',
      request: { params: ZIdParam, ...jsonBody(ZRatingInput) },
      responses: { 200: dataResponse('Rating', ZCrewRating) },
    }),
    async (c) => c.json({ data: await rateCrewMember(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/crewMember/{id}/crewRatings',
      tags: ['crewMember'],
      middleware: [requireAuth, plannersOnly],
      summary: "A person's crew ratings (planners)",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Ratings', z.array(ZCrewRating)) },
    }),
    async (c) => c.json({ data: await personRatings(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/crewRatings/{id}/approve',
      tags: ['crewRatings'],
      middleware: [requireAuth, plannersOnly],
      summary: 'Approve a rating a crew chief gave themself (planners)',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Approved', ZCrewRating) },
    }),
    async (c) => c.json({ data: await approveRating(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
