// /plusCrews/{number}/…/data: a plus crew's daily figures (Actual Turnover, Staff Hours, Target
// Turnover) over a range of dates, per value type or all three in one call, and one day's
// figures written at once (plusCrews EDIT, which a PCID session holds for its own plus crew).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { dataResponse, jsonBody } from '../../http/openapi';
import { needsRight } from '../../http/guards';
import { plusCrewGuard, plusCrewOf } from '../../http/plus-crew-guard';
import { getDailySeries, getSeries, setDayEntries } from '../../services/plus-crews/entries';
import { ZDataQuery, ZDayEntries, ZDayEntriesInput, ZSeries } from '../../../domain/plus-crews/schemas';
import { MAX_INT } from '../../../domain/primitives';
import { ZPlusCrewNumberParam } from './plus-crews';

const ZSeriesParams = ZPlusCrewNumberParam.extend({
  valueTypeId: z.coerce.number().int().positive().max(MAX_INT),
});
const read = [requireAuth, needsRight('plusCrews.READ'), plusCrewGuard];

export function plusCrewDataRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/plusCrews/{number}/valueTypes/{valueTypeId}/data',
      tags: ['plusCrews'],
      middleware: read,
      summary: 'The entries of one daily value type from dateFrom to dateTo (default: this month)',
      request: { params: ZSeriesParams, query: ZDataQuery },
      responses: { 200: dataResponse('Entries', ZSeries) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { valueTypeId } = c.req.valid('param');
      return c.json(
        { data: await getSeries(db, c.var.auth.tenantId, await plusCrewOf(c), valueTypeId, c.req.valid('query')) },
        200,
      );
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/plusCrews/{number}/data',
      tags: ['plusCrews'],
      middleware: read,
      summary: 'The entries of the three daily value types from dateFrom to dateTo (default: this month), in one call',
      request: { params: ZPlusCrewNumberParam, query: ZDataQuery },
      responses: { 200: dataResponse('Entries per value type', z.array(ZSeries)) },
    }),
    async (c) =>
      c.json(
        { data: await getDailySeries(c.var.deps.db, c.var.auth.tenantId, await plusCrewOf(c), c.req.valid('query')) },
        200,
      ),
  );
  r.openapi(
    createRoute({
      method: 'put',
      path: '/plusCrews/{number}/data',
      tags: ['plusCrews'],
      middleware: [requireAuth, needsRight('plusCrews.EDIT'), plusCrewGuard],
      summary: "One day's actual turnover, target turnover and staff hours; null clears a figure",
      request: { params: ZPlusCrewNumberParam, ...jsonBody(ZDayEntriesInput) },
      responses: { 200: dataResponse("The day's entries", ZDayEntries) },
    }),
    async (c) =>
      c.json(
        { data: await setDayEntries(c.var.deps.db, c.var.auth.tenantId, await plusCrewOf(c), c.req.valid('json')) },
        200,
      ),
  );
  return r;
}
