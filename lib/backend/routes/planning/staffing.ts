// Staffing a crew item (SPEC §7 projectCrewItems/{id}): update, activities (to-dos), the
// people a planner may request (with their markers), the crew suggested for an open row, a
// client's "ask for crew", and the client's regular crew to ask from.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { plannersOnly } from '../../http/guards';
import { requireAuth, requireUserSession } from '../../http/auth';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { crewItemClientOrPlanner, crewItemGuard } from '../../http/crew-item-guard';
import { projectClientOrPlanner, projectGuard } from '../../http/project-guard';
import {
  ZAssignment,
  ZCandidate,
  ZCandidateQuery,
  ZClientRequestInput,
  ZCrewItem,
  ZCrewItemChange,
  ZCrewSuggestions,
  ZPersonRef,
  ZRegularCrewQuery,
  ZSuggestionQuery,
} from '../../../domain/planning';
import { ZActivity } from '../../../domain/activities';
import { ZProjectTodoInput } from '../../../domain/projects';
import { updateCrewItem } from '../../services/planning/crew-item-writes';
import { listCandidates } from '../../services/planning/candidates';
import { suggestCrew } from '../../services/planning/suggestions';
import { createClientRequest, listRegularCrew } from '../../services/planning/client-requests';
import { getVisibleCrewItem } from '../../services/planning/crew-access';
import { addProjectTodo, listProjectTodos } from '../../services/projects/todos';

const plannerItem = [requireAuth, plannersOnly, crewItemGuard];

export function staffingRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrewItems/{id}/update',
      middleware: plannerItem,
      tags: ['planning'],
      summary: 'Change a crew item (not when closed); the people on it see the job as changed',
      request: { params: ZIdParam, ...jsonBody(ZCrewItemChange) },
      responses: { 200: dataResponse('Updated', ZCrewItem) },
    }),
    async (c) =>
      c.json(
        {
          data: await updateCrewItem(c.var.deps.db, c.var.auth, {
            ...c.req.valid('json'),
            id: c.req.valid('param').id,
          }),
        },
        200,
      ),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrewItems/{id}/activities',
      middleware: [...plannerItem, requireUserSession],
      tags: ['planning'],
      summary: "The crew item's to-dos (planners)",
      request: { params: ZIdParam, query: ZListQuery },
      responses: { 200: listResponse('To-dos', ZActivity) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listProjectTodos(c.var.deps.db, c.var.auth, { crewItemId: c.req.valid('param').id }, q);
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrewItems/{id}/activities',
      middleware: [...plannerItem, requireUserSession],
      tags: ['planning'],
      summary: 'Add a to-do about the crew item: due the next day with priority 1 (SPEC §9)',
      request: { params: ZIdParam, ...jsonBody(ZProjectTodoInput) },
      responses: { 201: dataResponse('Created', ZActivity) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const crewItemId = c.req.valid('param').id;
      const { crew } = await getVisibleCrewItem(db, c.var.auth, crewItemId);
      const todo = await addProjectTodo(db, c.var.auth, { projectId: crew.projectId, crewItemId }, c.req.valid('json'));
      return c.json({ data: todo }, 201);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrewItems/{id}/candidates',
      middleware: plannerItem,
      tags: ['planning'],
      summary: 'Crew members a planner may request, with the function first and the double-booking markers',
      request: { params: ZIdParam, query: ZCandidateQuery },
      responses: { 200: dataResponse('Candidates', z.array(ZCandidate)) },
    }),
    async (c) =>
      c.json(
        { data: await listCandidates(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query')) },
        200,
      ),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrewItems/{id}/suggestions',
      middleware: plannerItem,
      tags: ['planning'],
      summary:
        'Crew suggested for an open row: the function fits, nothing stands against them, best rated and least planned that week first',
      request: { params: ZIdParam, query: ZSuggestionQuery },
      responses: { 200: dataResponse('Suggestions', ZCrewSuggestions) },
    }),
    async (c) =>
      c.json(
        { data: await suggestCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query')) },
        200,
      ),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrewItems/{id}/clientRequests',
      middleware: [requireAuth, crewItemClientOrPlanner],
      tags: ['planning'],
      summary: 'Ask for someone who worked for the client before (status clientRequested); the planners get a to-do',
      request: { params: ZIdParam, ...jsonBody(ZClientRequestInput) },
      responses: { 201: dataResponse('Asked', ZAssignment) },
    }),
    async (c) => {
      const { personId } = c.req.valid('json');
      return c.json(
        { data: await createClientRequest(c.var.deps.db, c.var.auth, c.req.valid('param').id, personId) },
        201,
      );
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/regularCrew',
      middleware: [requireAuth, projectGuard, projectClientOrPlanner],
      tags: ['projects'],
      summary: "People who worked on the client's projects: whom a client may ask for (planners and the client)",
      request: { params: ZIdParam, query: ZRegularCrewQuery },
      responses: { 200: dataResponse('People', z.array(ZPersonRef)) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: await listRegularCrew(c.var.deps.db, c.var.auth, id, c.req.valid('query')) }, 200);
    },
  );

  return r;
}
