// /projects/{id}/presence and /plannerBoard/presence: "who else is here" (lib/domain/live/presence.ts).
// The staff who plan: planners and office on a project page, planners on the board.
import { ZDone } from '../../response-parts';
import { ANY_SESSION, dataResponse, defineOperation, ZIdParam } from '../../operation';
import { ZPresence } from '../presence';
import * as liveEndpoints from '../endpoints';

const here = 'The others who have it open, by name';

export const whoIsAtProject = defineOperation({
  ...liveEndpoints.whoIsAtProject,
  access: { sessions: ANY_SESSION, rule: 'plannersOrOffice', rights: ['projects.READ'] },
  tags: ['live'],
  summary: 'The others who have the project page open, asked again when someone arrives or leaves',
  request: { params: ZIdParam },
  responses: { 200: dataResponse(here, ZPresence) },
});

export const beAtProject = defineOperation({
  ...liveEndpoints.beAtProject,
  access: { sessions: ANY_SESSION, rule: 'plannersOrOffice', rights: ['projects.READ'] },
  tags: ['live'],
  summary: 'The caller has the project page open (said again while it stays open); the others who have it open',
  request: { params: ZIdParam },
  responses: { 200: dataResponse(here, ZPresence) },
});

export const leaveProject = defineOperation({
  ...liveEndpoints.leaveProject,
  access: { sessions: ANY_SESSION, rule: 'plannersOrOffice', rights: ['projects.READ'] },
  tags: ['live'],
  summary: 'The caller closed the project page',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Left', ZDone) },
});

export const whoIsAtBoard = defineOperation({
  ...liveEndpoints.whoIsAtBoard,
  access: { sessions: ANY_SESSION, rule: 'planners', rights: ['crews.READ'] },
  tags: ['live'],
  summary: 'The others who have the planner board open, asked again when someone arrives or leaves',
  responses: { 200: dataResponse(here, ZPresence) },
});

export const beAtBoard = defineOperation({
  ...liveEndpoints.beAtBoard,
  access: { sessions: ANY_SESSION, rule: 'planners', rights: ['crews.READ'] },
  tags: ['live'],
  summary: 'The caller has the planner board open (said again while it stays open); the others who have it open',
  responses: { 200: dataResponse(here, ZPresence) },
});

export const leaveBoard = defineOperation({
  ...liveEndpoints.leaveBoard,
  access: { sessions: ANY_SESSION, rule: 'planners', rights: ['crews.READ'] },
  tags: ['live'],
  summary: 'The caller closed the planner board',
  responses: { 200: dataResponse('Left', ZDone) },
});
