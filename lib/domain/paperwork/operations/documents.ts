// Documents to sign (rules §7 documents/{id}: file, sign/{signatoryId}; documentsToSign;
// documentSignatories/{id}/sign; documentTypes). Reading one needs a personal login and a
// place on it (signatory, the person it is about) or the planner or office login types; signing
// is the signatory's own, in turn (signerGuard, checked again in the service).
import { z } from 'zod';
import { ZDocument, ZDocumentListItem, ZDocumentType, ZSignDocumentInput } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import { fileResponse } from '../../operation-content';
import { MAX_INT } from '../../primitives';
import * as paperworkEndpoints from '../endpoints';

const ZSignParams = ZIdParam.extend({ signatoryId: z.coerce.number().int().positive().max(MAX_INT) });

export const listDocumentTypes = defineOperation({
  ...paperworkEndpoints.listDocumentTypes,
  access: { sessions: ANY_SESSION },
  tags: ['documents'],
  summary: 'The document types of the tenant',
  responses: { 200: dataResponse('Types', z.array(ZDocumentType)) },
});

export const listDocumentsToSign = defineOperation({
  ...paperworkEndpoints.listDocumentsToSign,
  access: { sessions: ANY_SESSION },
  tags: ['documents'],
  summary: 'Documents the caller still has to sign, now or after the signatories before them',
  responses: { 200: dataResponse('Documents', z.array(ZDocumentListItem)) },
});

export const getDocument = defineOperation({
  ...paperworkEndpoints.getDocument,
  access: { sessions: ANY_SESSION },
  tags: ['documents'],
  summary: 'One document with its signatories, their statuses and signatures',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Document', ZDocument) },
});

export const documentFile = defineOperation({
  ...paperworkEndpoints.documentFile,
  access: { sessions: ANY_SESSION },
  tags: ['documents'],
  summary: 'The document as uploaded (PDF)',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});

export const signedDocumentFile = defineOperation({
  ...paperworkEndpoints.signedDocumentFile,
  access: { sessions: ANY_SESSION },
  tags: ['documents'],
  summary: 'The signed PDF, once every signature is in',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});

export const signDocument = defineOperation({
  ...paperworkEndpoints.signDocument,
  access: { sessions: ANY_SESSION },
  tags: ['documents'],
  summary:
    'Sign as this signatory: a drawn signature, an optional rating and the form fields. One by one: 409 SIGNATORY_OUT_OF_TURN before the previous signatory has signed',
  request: { params: ZSignParams, ...jsonBody(ZSignDocumentInput) },
  responses: { 200: dataResponse('Signed', ZDocument) },
});

export const signAsSignatory = defineOperation({
  ...paperworkEndpoints.signAsSignatory,
  access: { sessions: ANY_SESSION },
  tags: ['documents'],
  summary: 'Sign as this signatory (the same as documents/{id}/sign/{signatoryId}, by signatory)',
  request: { params: ZIdParam, ...jsonBody(ZSignDocumentInput) },
  responses: { 200: dataResponse('Signed', ZDocument) },
});
