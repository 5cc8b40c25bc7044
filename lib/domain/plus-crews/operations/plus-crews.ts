// /plusCrews (right plusCrews): the plus crews, their value types and settings values. A
// plus-crew (PCID) session reaches only its own plus crew (404 for any other number); the
// settings and the login's (PCID) password are kept by user sessions with plusCrews EDIT,
// never by the team itself.
import { z } from 'zod';
import { ZLinkPassword } from '../../auth/link-password';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody } from '../../operation';
import * as plusCrewsEndpoints from '../endpoints';
import { ZIfMatchHeaders } from '../../version-headers';
import { ZVersion } from '../../response-parts';
import {
  ZPlusCrew,
  ZPlusCrewListQuery,
  ZPlusCrewNumberParam,
  ZPlusCrewSettingsInput,
  ZPlusCrewSummary,
  ZPlusCrewValue,
  ZValueType,
} from '../schemas';

export const listPlusCrews = defineOperation({
  ...plusCrewsEndpoints.listPlusCrews,
  access: { sessions: ANY_SESSION, rights: ['plusCrews.READ'] },
  tags: ['plusCrews'],
  summary: 'The plus crews, each with the turnover against target of a day (default today)',
  request: { query: ZPlusCrewListQuery },
  responses: { 200: dataResponse('Plus crews', z.array(ZPlusCrewSummary)) },
});

export const listValueTypes = defineOperation({
  ...plusCrewsEndpoints.listValueTypes,
  access: { sessions: ANY_SESSION, rights: ['plusCrews.READ'] },
  tags: ['plusCrews'],
  summary: "The tenant's value types: Target Border, Team Bonus, Actual Turnover, Staff Hours, Target Turnover",
  responses: { 200: dataResponse('Value types', z.array(ZValueType)) },
});

export const getPlusCrew = defineOperation({
  ...plusCrewsEndpoints.getPlusCrew,
  access: { sessions: ANY_SESSION, rights: ['plusCrews.READ'] },
  tags: ['plusCrews'],
  summary: 'A plus crew by its number',
  request: { params: ZPlusCrewNumberParam },
  responses: { 200: dataResponse('Plus crew', ZPlusCrew) },
});

export const getPlusCrewValues = defineOperation({
  ...plusCrewsEndpoints.getPlusCrewValues,
  access: { sessions: ANY_SESSION, rights: ['plusCrews.READ'] },
  tags: ['plusCrews'],
  summary: "A plus crew's settings values (Target Border, Team Bonus) by its number",
  request: { params: ZPlusCrewNumberParam },
  responses: { 200: dataResponse('Values', z.array(ZPlusCrewValue)) },
});

export const setPlusCrewSettings = defineOperation({
  ...plusCrewsEndpoints.setPlusCrewSettings,
  access: { sessions: ['user'], rights: ['plusCrews.EDIT'], sessionKindLast: true },
  tags: ['plusCrews'],
  summary:
    "Set the target border (a percent of the target) and the team bonus (an amount or a percent), based on the plus crew's version (its ETag)",
  request: { params: ZPlusCrewNumberParam, headers: ZIfMatchHeaders, ...jsonBody(ZPlusCrewSettingsInput) },
  responses: {
    200: dataResponse(
      "The plus crew's new version and its values",
      z.object({ version: ZVersion, values: z.array(ZPlusCrewValue) }),
    ),
  },
});

export const setLinkPassword = defineOperation({
  ...plusCrewsEndpoints.setLinkPassword,
  access: { sessions: ['user'], rights: ['plusCrews.EDIT'], sessionKindLast: true },
  tags: ['plusCrews'],
  summary: 'Set (or clear with null) the plus-crew login (PCID) password; ends the PCID sessions opened with it',
  request: { params: ZPlusCrewNumberParam, ...jsonBody(ZLinkPassword) },
  responses: { 200: dataResponse('Password set or cleared', ZPlusCrew) },
});
