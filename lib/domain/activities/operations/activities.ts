// /activities and /activityTypes: to-dos (rules §3). Planners see all of the tenant, others
// the to-dos addressed to them. Sorted by due date, then priority (1 first).
import { z } from 'zod';
import {
  ZActivity,
  ZActivityFilterOptions,
  ZActivityInput,
  ZActivityListFilters,
  ZActivityType,
  ZActivityUpdate,
} from '..';
import { dataResponse, defineOperation, jsonBody, listResponse, ZIdParam, ZListQuery } from '../../operation';
import { ZDeleted } from '../../response-parts';
import * as activitiesEndpoints from '../endpoints';

export const listActivityTypes = defineOperation({
  ...activitiesEndpoints.listActivityTypes,
  access: { sessions: ['user'] },
  tags: ['activities'],
  summary: 'Activity types of the tenant',
  responses: { 200: dataResponse('Types', z.array(ZActivityType)) },
});

export const activityFilterOptions = defineOperation({
  ...activitiesEndpoints.activityFilterOptions,
  access: { sessions: ['user'], rule: 'planners', rights: ['toDoCalendar.READ'] },
  tags: ['activities'],
  summary: "The to-do calendar's recipients, groups and projects (planners)",
  responses: { 200: dataResponse('Choices', ZActivityFilterOptions) },
});

export const listActivities = defineOperation({
  ...activitiesEndpoints.listActivities,
  access: { sessions: ['user'] },
  tags: ['activities'],
  summary: 'To-dos the caller may see',
  request: { query: ZListQuery.extend(ZActivityListFilters.shape) },
  responses: { 200: listResponse('To-dos', ZActivity) },
});

export const getActivity = defineOperation({
  ...activitiesEndpoints.getActivity,
  access: { sessions: ['user'] },
  tags: ['activities'],
  summary: 'One to-do',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('To-do', ZActivity) },
});

export const createActivity = defineOperation({
  ...activitiesEndpoints.createActivity,
  access: { sessions: ['user'] },
  tags: ['activities'],
  summary: 'Add a to-do (planners for anyone or a group; others for themselves)',
  request: jsonBody(ZActivityInput),
  responses: { 201: dataResponse('Created', ZActivity) },
});

export const updateActivity = defineOperation({
  ...activitiesEndpoints.updateActivity,
  access: { sessions: ['user'] },
  tags: ['activities'],
  summary: 'Change the fields given',
  request: { params: ZIdParam, ...jsonBody(ZActivityUpdate) },
  responses: { 200: dataResponse('Updated', ZActivity) },
});

export const markActivityDone = defineOperation({
  ...activitiesEndpoints.markActivityDone,
  access: { sessions: ['user'] },
  tags: ['activities'],
  summary: 'Mark a to-do done',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Done', ZActivity) },
});

export const deleteActivity = defineOperation({
  ...activitiesEndpoints.deleteActivity,
  access: { sessions: ['user'] },
  tags: ['activities'],
  summary: 'Delete a to-do',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Deleted', ZDeleted) },
});
