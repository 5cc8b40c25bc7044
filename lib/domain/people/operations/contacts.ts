// /contacts: client and supplier organisations, their projects and their persons.
import { z } from 'zod';
import { ZContact, ZContactInput, ZContactSearch, ZContactUpdate, ZPersonListItem } from '..';
import { dataResponse, defineOperation, jsonBody, listResponse, ZIdParam, ZListQuery } from '../../operation';
import { ZProjectListFilters, ZProjectListItem } from '../../projects';
import * as peopleEndpoints from '../endpoints';
import { ZIfMatchHeaders } from '../../version-headers';

export const listContacts = defineOperation({
  ...peopleEndpoints.listContacts,
  access: { sessions: ['user'] },
  tags: ['contacts'],
  summary: 'Contacts: all for planners and office, the own contact for clients',
  request: { query: ZListQuery.extend(ZContactSearch.shape) },
  responses: { 200: listResponse('Contacts', ZContact) },
});

export const getContact = defineOperation({
  ...peopleEndpoints.getContact,
  access: { sessions: ['user'] },
  tags: ['contacts'],
  summary: 'One contact',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Contact', ZContact) },
});

export const listContactProjects = defineOperation({
  ...peopleEndpoints.listContactProjects,
  access: { sessions: ['user'], rights: ['projects.READ'] },
  tags: ['contacts'],
  summary: "The contact's projects the caller may see (same filters as /projects)",
  request: { params: ZIdParam, query: ZListQuery.extend(ZProjectListFilters.omit({ clientId: true }).shape) },
  responses: { 200: listResponse('Projects', ZProjectListItem) },
});

export const listContactPersons = defineOperation({
  ...peopleEndpoints.listContactPersons,
  access: { sessions: ['user'] },
  tags: ['contacts'],
  summary: 'The persons working for a contact',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Persons', z.array(ZPersonListItem)) },
});

export const createContact = defineOperation({
  ...peopleEndpoints.createContact,
  access: { sessions: ['user'], rule: 'plannersOrOffice' },
  tags: ['contacts'],
  summary: 'Add a contact (planners and office; number = highest + 1 unless given)',
  request: jsonBody(ZContactInput),
  responses: { 201: dataResponse('Created', ZContact) },
});

export const updateContact = defineOperation({
  ...peopleEndpoints.updateContact,
  access: { sessions: ['user'], rule: 'plannersOrOffice' },
  tags: ['contacts'],
  summary: 'Change the fields given (planners and office)',
  request: { params: ZIdParam, headers: ZIfMatchHeaders, ...jsonBody(ZContactUpdate) },
  responses: { 200: dataResponse('Updated', ZContact) },
});
