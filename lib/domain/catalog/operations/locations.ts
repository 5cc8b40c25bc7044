// /locations: where crews work. Read by any login (a project session only its crews'
// locations); kept by planners. A location still used by a crew cannot be deleted (409).
import { z } from 'zod';
import { ZLocation, ZLocationInput, ZLocationSearch } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam, ZListQuery } from '../../operation';
import { ZDeleted } from '../../response-parts';
import * as catalogEndpoints from '../endpoints';

export const listLocations = defineOperation({
  ...catalogEndpoints.listLocations,
  access: { sessions: ANY_SESSION },
  tags: ['locations'],
  summary: 'Locations',
  request: { query: ZListQuery.extend(ZLocationSearch.shape) },
  responses: { 200: dataResponse('Locations', z.array(ZLocation)) },
});

export const getLocation = defineOperation({
  ...catalogEndpoints.getLocation,
  access: { sessions: ANY_SESSION },
  tags: ['locations'],
  summary: 'One location',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Location', ZLocation) },
});

export const createLocation = defineOperation({
  ...catalogEndpoints.createLocation,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['locations'],
  summary: 'Add a location (planners)',
  request: jsonBody(ZLocationInput),
  responses: { 201: dataResponse('Created', ZLocation) },
});

export const updateLocation = defineOperation({
  ...catalogEndpoints.updateLocation,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['locations'],
  summary: 'Change the fields given (planners)',
  request: { params: ZIdParam, ...jsonBody(ZLocationInput.partial()) },
  responses: { 200: dataResponse('Updated', ZLocation) },
});

export const deleteLocation = defineOperation({
  ...catalogEndpoints.deleteLocation,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['locations'],
  summary: 'Delete an unused location (planners)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Deleted', ZDeleted) },
});
