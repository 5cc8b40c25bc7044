// A project's files: /projects/{id}/documents (list, upload; right projectAttachments),
// /projectDocuments/{id} (file, approve, reject, delete) and /projects/{id}/logo (right
// projects EDIT_PROJECT_LOGO to change it).
import { z } from 'zod';
import { PROJECT_DOCUMENT_KINDS, ZProjectDocument } from '..';
import { ANY_SESSION, dataResponse, defineOperation, ZIdParam } from '../../operation';
import { fileResponse, multipartBody } from '../../operation-content';
import { ZDeleted, ZDone } from '../../response-parts';
import * as projectsEndpoints from '../endpoints';

export const listProjectDocuments = defineOperation({
  ...projectsEndpoints.listProjectDocuments,
  access: { sessions: ANY_SESSION },
  tags: ['projects'],
  summary: "The project's documents and attachments, newest first (pending ones for planners only)",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Documents', z.array(ZProjectDocument)) },
});

export const uploadProjectDocument = defineOperation({
  ...projectsEndpoints.uploadProjectDocument,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['projects'],
  summary:
    'Upload a file (multipart "file": PDF, JPEG, PNG, WebP, .docx or .xlsx, at most 10 MB; "kind"); it awaits approval',
  request: {
    params: ZIdParam,
    ...multipartBody({ kind: { type: 'string', enum: PROJECT_DOCUMENT_KINDS, default: 'attachment' } }),
  },
  responses: { 201: dataResponse('Uploaded', ZProjectDocument) },
});

export const projectDocumentFile = defineOperation({
  ...projectsEndpoints.projectDocumentFile,
  access: { sessions: ANY_SESSION },
  tags: ['projects'],
  summary: 'The file itself',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('The file', '*/*') },
});

export const deleteProjectDocument = defineOperation({
  ...projectsEndpoints.deleteProjectDocument,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['projects'],
  summary: 'Delete a file (planners)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Deleted', ZDeleted) },
});

export const getProjectLogo = defineOperation({
  ...projectsEndpoints.getProjectLogo,
  access: { sessions: ANY_SESSION, rights: ['projects.READ'] },
  tags: ['projects'],
  summary: "The project's logo (404 when it has none)",
  request: { params: ZIdParam },
  responses: { 200: fileResponse('Image', 'image/*') },
});

export const setProjectLogo = defineOperation({
  ...projectsEndpoints.setProjectLogo,
  access: { sessions: ANY_SESSION, rights: ['projects.EDIT_PROJECT_LOGO'] },
  tags: ['projects'],
  summary: 'Set the logo (multipart "file": PNG or JPEG, at most 2 MB); replaces the old one',
  request: { params: ZIdParam, ...multipartBody() },
  responses: { 200: dataResponse('Logo set', ZDone) },
});

export const deleteProjectLogo = defineOperation({
  ...projectsEndpoints.deleteProjectLogo,
  access: { sessions: ANY_SESSION, rights: ['projects.EDIT_PROJECT_LOGO'] },
  tags: ['projects'],
  summary: 'Remove the logo',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Removed', ZDone) },
});

export const approveProjectDocument = defineOperation({
  ...projectsEndpoints.approveProjectDocument,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['projects'],
  summary: 'Approve an uploaded file (planners)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Reviewed', ZProjectDocument) },
});

export const rejectProjectDocument = defineOperation({
  ...projectsEndpoints.rejectProjectDocument,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['projects'],
  summary: 'Reject an uploaded file (planners)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Reviewed', ZProjectDocument) },
});
