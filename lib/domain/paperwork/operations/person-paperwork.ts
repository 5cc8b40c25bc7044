// /persons/{id}/payrolls, /contracts, /documents and /formsPerform (rules §7): one person's
// paperwork. The person themselves, or planners and office for anyone of the tenant.
import { z } from 'zod';
import { ZContractListItem, ZDocumentListFilters, ZDocumentListItem, ZFormToPerform, ZPayrollListItem } from '..';
import { ANY_SESSION, dataResponse, defineOperation, ZIdParam } from '../../operation';
import * as paperworkEndpoints from '../endpoints';

export const listPersonPayrolls = defineOperation({
  ...paperworkEndpoints.listPersonPayrolls,
  access: { sessions: ANY_SESSION },
  tags: ['persons'],
  summary: "A person's payrolls, newest period first",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Payrolls', z.array(ZPayrollListItem)) },
});

export const listPersonContracts = defineOperation({
  ...paperworkEndpoints.listPersonContracts,
  access: { sessions: ANY_SESSION },
  tags: ['persons'],
  summary: "A person's staff contracts, newest first",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Contracts', z.array(ZContractListItem)) },
});

export const listPersonDocuments = defineOperation({
  ...paperworkEndpoints.listPersonDocuments,
  access: { sessions: ANY_SESSION },
  tags: ['persons'],
  summary: 'The documents a person signs or that are about them; status pending or signed',
  request: { params: ZIdParam, query: ZDocumentListFilters },
  responses: { 200: dataResponse('Documents', z.array(ZDocumentListItem)) },
});

export const listFormsToPerform = defineOperation({
  ...paperworkEndpoints.listFormsToPerform,
  access: { sessions: ANY_SESSION },
  tags: ['persons'],
  summary: 'The questionnaires for a person, and how far they are filled in',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Forms', z.array(ZFormToPerform)) },
});
