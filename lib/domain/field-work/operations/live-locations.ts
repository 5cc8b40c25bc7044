// /projectCrews/{id}/liveLocations: the crew chief shares their position while on duty;
// planners (and the chief) read the latest one with its time.
import { ZLiveLocation, ZLiveLocationInput } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import * as fieldWorkEndpoints from '../endpoints';

export const shareLiveLocation = defineOperation({
  ...fieldWorkEndpoints.shareLiveLocation,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: "Share the crew chief's position (only while on duty)",
  request: { params: ZIdParam, ...jsonBody(ZLiveLocationInput) },
  responses: { 201: dataResponse('Recorded', ZLiveLocation) },
});

export const latestLiveLocation = defineOperation({
  ...fieldWorkEndpoints.latestLiveLocation,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: "The crew chief's latest position with its time (null if never shared)",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Latest position, or null', ZLiveLocation.nullable()) },
});
