// /plusCrews (right plusCrews): the plus crews, their value types and settings values. A
// plus-crew (PCID) session reaches only its own plus crew (404 for any other number); the
// settings and the login's (PCID) password are kept by user sessions with plusCrews EDIT,
// never by the team itself.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { dataResponse, jsonBody } from '../../http/openapi';
import { needsRight } from '../../http/guards';
import { plusCrewGuard, plusCrewOf } from '../../http/plus-crew-guard';
import { findPlusCrew, listPlusCrews } from '../../services/plus-crews/plus-crews';
import { setLinkPassword } from '../../services/auth/link-passwords';
import { listValueTypes } from '../../services/plus-crews/value-types';
import { getPlusCrewValues, setPlusCrewSettings } from '../../services/plus-crews/values';
import {
  ZPlusCrew,
  ZPlusCrewListQuery,
  ZPlusCrewSettingsInput,
  ZPlusCrewSummary,
  ZPlusCrewValue,
  ZValueType,
} from '../../../domain/plus-crews/schemas';
import { ZLinkPassword } from '../../../domain/auth/link-password';
import { MAX_INT } from '../../../domain/primitives';

export const ZPlusCrewNumberParam = z.object({ number: z.coerce.number().int().positive().max(MAX_INT) });

const read = [requireAuth, needsRight('plusCrews.READ'), plusCrewGuard];

export function plusCrewRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/plusCrews',
      tags: ['plusCrews'],
      middleware: [requireAuth, needsRight('plusCrews.READ')],
      summary: 'The plus crews, each with the turnover against target of a day (default today)',
      request: { query: ZPlusCrewListQuery },
      responses: { 200: dataResponse('Plus crews', z.array(ZPlusCrewSummary)) },
    }),
    async (c) => c.json({ data: await listPlusCrews(c.var.deps.db, c.var.auth, c.req.valid('query').date) }, 200),
  );
  // Before /plusCrews/{number}, which would take "valueTypes" for a number.
  r.openapi(
    createRoute({
      method: 'get',
      path: '/plusCrews/valueTypes',
      tags: ['plusCrews'],
      middleware: [requireAuth, needsRight('plusCrews.READ')],
      summary: "The tenant's value types: Target Border, Team Bonus, Actual Turnover, Staff Hours, Target Turnover",
      responses: { 200: dataResponse('Value types', z.array(ZValueType)) },
    }),
    async (c) => c.json({ data: await listValueTypes(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/plusCrews/{number}',
      tags: ['plusCrews'],
      middleware: read,
      summary: 'A plus crew by its number',
      request: { params: ZPlusCrewNumberParam },
      responses: { 200: dataResponse('Plus crew', ZPlusCrew) },
    }),
    async (c) => c.json({ data: await plusCrewOf(c) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/plusCrews/{number}/values',
      tags: ['plusCrews'],
      middleware: read,
      summary: "A plus crew's settings values (Target Border, Team Bonus) by its number",
      request: { params: ZPlusCrewNumberParam },
      responses: { 200: dataResponse('Values', z.array(ZPlusCrewValue)) },
    }),
    async (c) =>
      c.json({ data: await getPlusCrewValues(c.var.deps.db, c.var.auth.tenantId, await plusCrewOf(c)) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/plusCrews/{number}/values',
      tags: ['plusCrews'],
      // The guard before the session check: a PCID session gets 404 for another plus crew, 403 for its own.
      middleware: [requireAuth, needsRight('plusCrews.EDIT'), plusCrewGuard, requireUserSession],
      summary: 'Set the target border (a percent of the target) and the team bonus (an amount or a percent)',
      request: { params: ZPlusCrewNumberParam, ...jsonBody(ZPlusCrewSettingsInput) },
      responses: { 200: dataResponse('Values', z.array(ZPlusCrewValue)) },
    }),
    async (c) =>
      c.json(
        {
          data: await setPlusCrewSettings(c.var.deps.db, c.var.auth.tenantId, await plusCrewOf(c), c.req.valid('json')),
        },
        200,
      ),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/plusCrews/{number}/password',
      tags: ['plusCrews'],
      // As the settings: a PCID session gets 404 for another plus crew, 403 for its own.
      middleware: [requireAuth, needsRight('plusCrews.EDIT'), plusCrewGuard, requireUserSession],
      summary: 'Set (or clear with null) the plus-crew login (PCID) password; ends the PCID sessions opened with it',
      request: { params: ZPlusCrewNumberParam, ...jsonBody(ZLinkPassword) },
      responses: { 200: dataResponse('Password set or cleared', ZPlusCrew) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const crew = await plusCrewOf(c);
      await setLinkPassword(db, c.var.auth.tenantId, { plusCrewId: crew.id }, c.req.valid('json').password);
      return c.json({ data: await findPlusCrew(db, c.var.auth, crew.number) }, 200);
    },
  );
  return r;
}
