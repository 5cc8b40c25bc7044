// /projectCrews/{id}/contacts: crew chief, contact on site, project manager and members.
import { ZCrewContacts } from '..';
import { ANY_SESSION, dataResponse, defineOperation, ZIdParam } from '../../operation';
import * as fieldWorkEndpoints from '../endpoints';

export const listCrewContacts = defineOperation({
  ...fieldWorkEndpoints.listCrewContacts,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'Who to call: crew chief, contact on site, project manager and crew members',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Contacts', ZCrewContacts) },
});
