// Membership crews (SPEC §7 plannerCrews, pCrews, contacts/{id}/pCrews and
// contacts/{id}/plannerCrewMemberships): clients and planners with the membershipCrews right
// read; planners with crewMemberships CREATE and DELETE create teams and add or remove members.
// contacts/{id}/pCrews reads a client contact's teams; in contacts/{id}/plannerCrewMemberships the
// id is the member person (the screen's /membership-crews/{id}/contact/{personId}).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { needsRight, plannersOnly } from '../../http/guards';
import { offsetOf, ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import {
  ZMembership,
  ZMembershipCrew,
  ZMembershipCrewDetail,
  ZMembershipCrewInput,
  ZMembershipInput,
} from '../../../domain/membership-crews';
import {
  addMember,
  createMembershipCrew,
  getMembershipCrew,
  listMembershipCrews,
  membershipCrewsOfContact,
  removeMember,
} from '../../services/membership-crews/membership-crews';

const ZMembershipParams = ZIdParam.extend({ plannerCrewId: ZIdParam.shape.id });

const readers = [requireAuth, requireUserSession, needsRight('membershipCrews.READ')];
const keepers = (permission: 'CREATE' | 'DELETE') => [
  requireAuth,
  requireUserSession,
  plannersOnly,
  needsRight(`crewMemberships.${permission}`),
];

export function membershipCrewRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/plannerCrews',
      middleware: readers,
      tags: ['membership crews'],
      summary: 'Membership crews the caller may see (planners: all; clients: their own)',
      request: { query: ZListQuery },
      responses: { 200: listResponse('Membership crews', ZMembershipCrew) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listMembershipCrews(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/plannerCrews',
      middleware: keepers('CREATE'),
      tags: ['membership crews'],
      summary: 'Create a membership crew (planners)',
      request: jsonBody(ZMembershipCrewInput),
      responses: { 201: dataResponse('Created', ZMembershipCrewDetail) },
    }),
    async (c) => c.json({ data: await createMembershipCrew(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/pCrews/{id}',
      middleware: readers,
      tags: ['membership crews'],
      summary: 'One membership crew with its members',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Membership crew', ZMembershipCrewDetail) },
    }),
    async (c) => c.json({ data: await getMembershipCrew(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/contacts/{id}/pCrews',
      middleware: readers,
      tags: ['membership crews'],
      summary: 'The membership crews kept for a client contact',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Membership crews', z.array(ZMembershipCrew)) },
    }),
    async (c) =>
      c.json({ data: await membershipCrewsOfContact(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/contacts/{id}/plannerCrewMemberships',
      middleware: keepers('CREATE'),
      tags: ['membership crews'],
      summary: 'Add the person to a membership crew',
      request: { params: ZIdParam, ...jsonBody(ZMembershipInput) },
      responses: { 201: dataResponse('Added', ZMembership) },
    }),
    async (c) =>
      c.json(
        {
          data: await addMember(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json').plannerCrewId),
        },
        201,
      ),
  );

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/contacts/{id}/plannerCrewMemberships/{plannerCrewId}',
      middleware: keepers('DELETE'),
      tags: ['membership crews'],
      summary: 'Take the person out of a membership crew',
      request: { params: ZMembershipParams },
      responses: { 200: dataResponse('Removed', ZMembership) },
    }),
    async (c) =>
      c.json(
        {
          data: await removeMember(
            c.var.deps.db,
            c.var.auth,
            c.req.valid('param').id,
            c.req.valid('param').plannerCrewId,
          ),
        },
        200,
      ),
  );

  return r;
}
