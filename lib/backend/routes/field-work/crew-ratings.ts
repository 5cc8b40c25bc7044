// The routes of lib/domain/field-work/operations/crew-ratings.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { crewAccessOf, chiefOrPlanner } from '../../http/crew-guard';
import { approveRating, listCrewRatings, personRatings, rateCrewMember } from '../../services/field-work/ratings';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/field-work/operations/crew-ratings';

export function crewRatingRoutes() {
  const r = createRouter();
  r.openapi(route(op.listCrewRatings, ...chiefOrPlanner), async (c) =>
    c.json({ data: await listCrewRatings(c.var.deps.db, await crewAccessOf(c)) }, 200),
  );
  r.openapi(route(op.rateCrewMember, ...chiefOrPlanner), async (c) =>
    c.json({ data: await rateCrewMember(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 200),
  );
  r.openapi(route(op.listPersonRatings), async (c) =>
    c.json({ data: await personRatings(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.approveRating), async (c) =>
    c.json({ data: await approveRating(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
