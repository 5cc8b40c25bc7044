// /forms: the questions of a form (security checks, questionnaires), for filling them in.
import { z } from 'zod';
import { ZForm, ZFormFilters } from '..';
import { ANY_SESSION, dataResponse, defineOperation, ZIdParam } from '../../operation';
import * as fieldWorkEndpoints from '../endpoints';

export const listForms = defineOperation({
  ...fieldWorkEndpoints.listForms,
  access: { sessions: ANY_SESSION },
  tags: ['forms'],
  summary: "The tenant's forms, optionally of one kind",
  request: { query: ZFormFilters },
  responses: { 200: dataResponse('Forms', z.array(ZForm)) },
});

export const getForm = defineOperation({
  ...fieldWorkEndpoints.getForm,
  access: { sessions: ANY_SESSION },
  tags: ['forms'],
  summary: 'One form with its questions',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Form', ZForm) },
});
