// Filling in questionnaires (rules §7 forms/perform/{id}: download, send, signed; formResults/perform):
// the caller's own answer set of a form, saved as answered, signed once, downloaded and mailed.
import { ZFormAnswersInput, ZFormPerform, ZFormSendInput, ZFormSent, ZFormSignInput } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import { fileResponse } from '../../operation-content';
import * as paperworkEndpoints from '../endpoints';

export const getFormPerform = defineOperation({
  ...paperworkEndpoints.getFormPerform,
  access: { sessions: ANY_SESSION },
  tags: ['forms'],
  summary: "A questionnaire with the caller's answers so far",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Form and answers', ZFormPerform) },
});

export const saveFormAnswers = defineOperation({
  ...paperworkEndpoints.saveFormAnswers,
  access: { sessions: ANY_SESSION },
  tags: ['forms'],
  summary: 'Save answers (one or more), each checked against its question; required ones are checked on signing',
  request: jsonBody(ZFormAnswersInput),
  responses: { 200: dataResponse('Saved', ZFormPerform) },
});

export const formPerformPdf = defineOperation({
  ...paperworkEndpoints.formPerformPdf,
  access: { sessions: ANY_SESSION },
  tags: ['forms'],
  summary: 'The answers as PDF, without signature',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});

export const signFormPerform = defineOperation({
  ...paperworkEndpoints.signFormPerform,
  access: { sessions: ANY_SESSION },
  tags: ['forms'],
  summary: 'Sign the answers (every required question answered, else 422 per question); makes the PDF',
  request: { params: ZIdParam, ...jsonBody(ZFormSignInput) },
  responses: { 200: dataResponse('Signed', ZFormPerform) },
});

export const signedFormPdf = defineOperation({
  ...paperworkEndpoints.signedFormPdf,
  access: { sessions: ANY_SESSION },
  tags: ['forms'],
  summary: 'The signed PDF',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});

export const sendFormPerform = defineOperation({
  ...paperworkEndpoints.sendFormPerform,
  access: { sessions: ANY_SESSION },
  tags: ['forms'],
  summary: 'Mail the signed PDF',
  request: { params: ZIdParam, ...jsonBody(ZFormSendInput) },
  responses: { 200: dataResponse('Sent', ZFormSent) },
});
