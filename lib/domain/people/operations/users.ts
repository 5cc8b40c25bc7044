// /users: logins of persons, managed by planners and office. A new user gets a welcome
// email with a link to choose a password (the link works like a reset link).
import { z } from 'zod';
import { ZUser, ZUserCreate, ZUserFilters, ZUserUpdate } from '..';
import { dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import * as peopleEndpoints from '../endpoints';
import { ZIfMatchHeaders } from '../../version-headers';

export const listUsers = defineOperation({
  ...peopleEndpoints.listUsers,
  access: { sessions: ['user'], rule: 'plannersOrOffice' },
  tags: ['users'],
  summary: 'Users of the tenant (planners and office)',
  request: { query: ZUserFilters },
  responses: { 200: dataResponse('Users', z.array(ZUser)) },
});

export const createUser = defineOperation({
  ...peopleEndpoints.createUser,
  access: { sessions: ['user'], rule: 'plannersOrOffice' },
  tags: ['users'],
  summary: 'Create a login for an existing person; mails a welcome link (409 if the username is taken)',
  request: jsonBody(ZUserCreate),
  responses: { 201: dataResponse('Created', ZUser) },
});

export const updateUser = defineOperation({
  ...peopleEndpoints.updateUser,
  access: { sessions: ['user'], rule: 'plannersOrOffice' },
  tags: ['users'],
  summary: 'Change language, login types or active',
  request: { params: ZIdParam, headers: ZIfMatchHeaders, ...jsonBody(ZUserUpdate) },
  responses: { 200: dataResponse('Updated', ZUser) },
});
