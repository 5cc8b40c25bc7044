// The planning calendar (rules §2 /planning-calendar; right planningCalendar): clients and
// planners only.
import { ZPlanningCalendar, ZPlanningCalendarQuery } from '..';
import { ANY_SESSION, dataResponse, defineOperation } from '../../operation';
import * as planningEndpoints from '../endpoints';

export const getPlanningCalendar = defineOperation({
  ...planningEndpoints.getPlanningCalendar,
  access: { sessions: ANY_SESSION, rule: 'clientsOrPlanners', rights: ['planningCalendar.READ'] },
  tags: ['planning'],
  summary:
    'Positions, blocked dates and vacation over [from, to] (at most 42 days, from one month back) in the planning colours',
  request: { query: ZPlanningCalendarQuery },
  responses: { 200: dataResponse('Planning calendar', ZPlanningCalendar) },
});
