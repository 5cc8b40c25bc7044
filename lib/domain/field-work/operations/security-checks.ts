// /projectCrews/{id}/securityChecks (read, fill in and sign) and /crewChecks/{id}/download
// (answers as PDF) and /download/signed (the signed PDF); {id} there is the form result.
import { ZFormResult, ZSecurityCheckInput, ZSecurityCheckQuery } from '..';
import { ZIdempotencyHeaders } from '../../idempotency-headers';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import { fileResponse } from '../../operation-content';
import * as fieldWorkEndpoints from '../endpoints';

export const getSecurityCheck = defineOperation({
  ...fieldWorkEndpoints.getSecurityCheck,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'The security check of a form, date and shift (null when not filled in yet)',
  request: { params: ZIdParam, query: ZSecurityCheckQuery },
  responses: { 200: dataResponse('Result, or null', ZFormResult.nullable()) },
});

export const saveSecurityCheck = defineOperation({
  ...fieldWorkEndpoints.saveSecurityCheck,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'Fill in and sign a security check; produces the signed PDF',
  request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZSecurityCheckInput) },
  responses: { 201: dataResponse('Signed', ZFormResult) },
});

export const securityCheckPdf = defineOperation({
  ...fieldWorkEndpoints.securityCheckPdf,
  access: { sessions: ANY_SESSION },
  tags: ['crewChecks'],
  summary: 'The answers of a security check as PDF, without signature',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});

export const signedSecurityCheckPdf = defineOperation({
  ...fieldWorkEndpoints.signedSecurityCheckPdf,
  access: { sessions: ANY_SESSION },
  tags: ['crewChecks'],
  summary: 'The signed PDF of a security check',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});
