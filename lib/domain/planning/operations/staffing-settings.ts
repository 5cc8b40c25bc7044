// Whether clients may staff their own projects (lib/domain/planning/staffing-settings.ts):
// planners switch it in the company settings; a client's project page reads it to offer
// "Staff this project".
import { ZStaffingSettings } from '../staffing-settings';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody } from '../../operation';
import * as staffingEndpoints from '../staffing-endpoints';

export const getStaffingSettings = defineOperation({
  ...staffingEndpoints.getStaffingSettings,
  access: { sessions: ANY_SESSION, rule: 'clientsOrPlanners' },
  tags: ['planning'],
  summary: 'Whether client logins may staff their own projects',
  responses: { 200: dataResponse('Staffing settings', ZStaffingSettings) },
});

export const updateStaffingSettings = defineOperation({
  ...staffingEndpoints.updateStaffingSettings,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['planning'],
  summary: 'Let client logins staff their own projects, or stop them',
  request: jsonBody(ZStaffingSettings),
  responses: { 200: dataResponse('Staffing settings', ZStaffingSettings) },
});
