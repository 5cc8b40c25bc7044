// /plusCrews/{number}/…/data: a plus crew's daily figures (Actual Turnover, Staff Hours, Target
// Turnover) over a range of dates, per value type or all three in one call, and one day's
// figures written at once (plusCrews EDIT, which a PCID session holds for its own plus crew).
import { z } from 'zod';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody } from '../../operation';
import { MAX_INT } from '../../primitives';
import * as plusCrewsEndpoints from '../endpoints';
import { ZDataQuery, ZDayEntries, ZDayEntriesInput, ZPlusCrewNumberParam, ZSeries } from '../schemas';

const ZSeriesParams = ZPlusCrewNumberParam.extend({
  valueTypeId: z.coerce.number().int().positive().max(MAX_INT),
});

export const getSeries = defineOperation({
  ...plusCrewsEndpoints.getSeries,
  access: { sessions: ANY_SESSION, rights: ['plusCrews.READ'] },
  tags: ['plusCrews'],
  summary: 'The entries of one daily value type from dateFrom to dateTo (default: this month)',
  request: { params: ZSeriesParams, query: ZDataQuery },
  responses: { 200: dataResponse('Entries', ZSeries) },
});

export const getDailySeries = defineOperation({
  ...plusCrewsEndpoints.getDailySeries,
  access: { sessions: ANY_SESSION, rights: ['plusCrews.READ'] },
  tags: ['plusCrews'],
  summary: 'The entries of the three daily value types from dateFrom to dateTo (default: this month), in one call',
  request: { params: ZPlusCrewNumberParam, query: ZDataQuery },
  responses: { 200: dataResponse('Entries per value type', z.array(ZSeries)) },
});

export const setDayEntries = defineOperation({
  ...plusCrewsEndpoints.setDayEntries,
  access: { sessions: ANY_SESSION, rights: ['plusCrews.EDIT'] },
  tags: ['plusCrews'],
  summary: "One day's actual turnover, target turnover and staff hours; null clears a figure",
  request: { params: ZPlusCrewNumberParam, ...jsonBody(ZDayEntriesInput) },
  responses: { 200: dataResponse("The day's entries", ZDayEntries) },
});
