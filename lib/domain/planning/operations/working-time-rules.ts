// The tenant's working-time rules (lib/domain/planning/working-time.ts): planners read and change
// them in the company settings; every assignment path checks them (services/planning/bookings.ts).
import { ZWorkingTimeRules, ZWorkingTimeRulesRecord } from '../working-time';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody } from '../../operation';
import { ZIfMatchHeaders } from '../../version-headers';
import * as planningEndpoints from '../endpoints';

export const getWorkingTimeRules = defineOperation({
  ...planningEndpoints.getWorkingTimeRules,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: "The tenant's working-time rules (the EU Working Time Directive's until a planner changes them)",
  responses: { 200: dataResponse('Rules', ZWorkingTimeRulesRecord) },
});

export const updateWorkingTimeRules = defineOperation({
  ...planningEndpoints.updateWorkingTimeRules,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Change them all; bookings from then on are checked against them',
  request: { headers: ZIfMatchHeaders, ...jsonBody(ZWorkingTimeRules) },
  responses: { 200: dataResponse('Rules', ZWorkingTimeRulesRecord) },
});
