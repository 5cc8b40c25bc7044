// Reference lists: functions, tags, regions (per tenant), countries and nationalities
// (global). Any personal login may read them; planners add functions.
import { z } from 'zod';
import { ZCountry, ZFunction, ZFunctionInput, ZNationality, ZRegion, ZTag } from '..';
import { dataResponse, defineOperation, jsonBody } from '../../operation';
import * as catalogEndpoints from '../endpoints';

export const listFunctions = defineOperation({
  ...catalogEndpoints.listFunctions,
  access: { sessions: ['user'] },
  tags: ['reference'],
  summary: 'Crew functions of the tenant',
  responses: { 200: dataResponse('Functions', z.array(ZFunction)) },
});

export const createFunction = defineOperation({
  ...catalogEndpoints.createFunction,
  access: { sessions: ['user'], rule: 'planners' },
  tags: ['reference'],
  summary: 'Add a crew function (planners; names unique)',
  request: jsonBody(ZFunctionInput),
  responses: { 201: dataResponse('Created', ZFunction) },
});

export const listTags = defineOperation({
  ...catalogEndpoints.listTags,
  access: { sessions: ['user'] },
  tags: ['reference'],
  summary: 'Person tags of the tenant',
  responses: { 200: dataResponse('Tags', z.array(ZTag)) },
});

export const listRegions = defineOperation({
  ...catalogEndpoints.listRegions,
  access: { sessions: ['user'] },
  tags: ['reference'],
  summary: 'Regions of the tenant',
  responses: { 200: dataResponse('Regions', z.array(ZRegion)) },
});

export const listCountries = defineOperation({
  ...catalogEndpoints.listCountries,
  access: { sessions: ['user'] },
  tags: ['reference'],
  summary: 'Countries (global)',
  responses: { 200: dataResponse('Countries', z.array(ZCountry)) },
});

export const listNationalities = defineOperation({
  ...catalogEndpoints.listNationalities,
  access: { sessions: ['user'] },
  tags: ['reference'],
  summary: 'Nationalities (global)',
  responses: { 200: dataResponse('Nationalities', z.array(ZNationality)) },
});
