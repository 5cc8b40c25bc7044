// The routes of lib/domain/planning/operations/staffing.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import { crewItemClientOrPlanner, crewItemGuard } from '../../http/crew-item-guard';
import { projectClientOrPlanner, projectGuard } from '../../http/project-guard';
import { updateCrewItem } from '../../services/planning/crew-item-writes';
import { listCandidates } from '../../services/planning/candidates';
import { suggestCrew } from '../../services/planning/suggestions';
import { createClientRequest, listRegularCrew } from '../../services/planning/client-requests';
import { getVisibleCrewItem } from '../../services/planning/crew-access';
import { addProjectTodo, listProjectTodos } from '../../services/projects/todos';
import { route } from '../../http/operation-route';
import { ifMatchOf, withEtag } from '../../http/versions';
import * as op from '../../../domain/planning/operations/staffing';

export function staffingRoutes() {
  const r = createRouter();

  r.openapi(route(op.updatePlannedCrewItem, crewItemGuard), async (c) =>
    c.json(
      {
        data: withEtag(
          c,
          await updateCrewItem(
            c.var.deps.db,
            c.var.auth,
            { ...c.req.valid('json'), id: c.req.valid('param').id },
            ifMatchOf(c),
          ),
        ),
      },
      200,
    ),
  );

  r.openapi(route(op.listCrewItemTodos, crewItemGuard), async (c) => {
    const q = c.req.valid('query');
    const page = await listProjectTodos(c.var.deps.db, c.var.auth, { crewItemId: c.req.valid('param').id }, q);
    return c.json(listAnswer(q, page), 200);
  });

  r.openapi(route(op.addCrewItemTodo, crewItemGuard), async (c) => {
    const { db } = c.var.deps;
    const crewItemId = c.req.valid('param').id;
    const { crew } = await getVisibleCrewItem(db, c.var.auth, crewItemId);
    const todo = await addProjectTodo(db, c.var.auth, { projectId: crew.projectId, crewItemId }, c.req.valid('json'));
    return c.json({ data: todo }, 201);
  });

  r.openapi(route(op.listCandidates, crewItemGuard), async (c) =>
    c.json(
      { data: await listCandidates(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query')) },
      200,
    ),
  );

  r.openapi(route(op.suggestCrew, crewItemGuard), async (c) =>
    c.json({ data: await suggestCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query')) }, 200),
  );

  r.openapi(route(op.createClientRequest, crewItemClientOrPlanner), async (c) => {
    const { personId } = c.req.valid('json');
    return c.json(
      { data: await createClientRequest(c.var.deps.db, c.var.auth, c.req.valid('param').id, personId) },
      201,
    );
  });

  r.openapi(route(op.listRegularCrew, projectGuard, projectClientOrPlanner), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await listRegularCrew(c.var.deps.db, c.var.auth, id, c.req.valid('query')) }, 200);
  });

  return r;
}
