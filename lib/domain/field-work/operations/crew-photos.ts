// /projectCrews/{id}/photos (upload, list) and /crewPhotos/{id} (file, approve, reject).
import { z } from 'zod';
import { ZCrewPhoto } from '..';
import { ZIdempotencyHeaders } from '../../idempotency-headers';
import { ANY_SESSION, dataResponse, defineOperation, ZIdParam } from '../../operation';
import { fileResponse, multipartBody } from '../../operation-content';
import * as fieldWorkEndpoints from '../endpoints';

export const uploadPhoto = defineOperation({
  ...fieldWorkEndpoints.uploadPhoto,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary:
    'Upload a photo (multipart field "file": JPEG, PNG or WebP, at most 10 MB; field "at": when it was taken, for a queued upload); it awaits approval',
  request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...multipartBody() },
  responses: { 201: dataResponse('Uploaded', ZCrewPhoto) },
});

export const listPhotos = defineOperation({
  ...fieldWorkEndpoints.listPhotos,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: "The crew's photos, newest first, with their approval status",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Photos', z.array(ZCrewPhoto)) },
});

export const photoFile = defineOperation({
  ...fieldWorkEndpoints.photoFile,
  access: { sessions: ANY_SESSION },
  tags: ['crewPhotos'],
  summary: 'The photo itself',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('Image', 'image/*') },
});

export const approvePhoto = defineOperation({
  ...fieldWorkEndpoints.approvePhoto,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['crewPhotos'],
  summary: 'Approve a photo (planners)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Reviewed', ZCrewPhoto) },
});

export const rejectPhoto = defineOperation({
  ...fieldWorkEndpoints.rejectPhoto,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['crewPhotos'],
  summary: 'Reject a photo (planners)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Reviewed', ZCrewPhoto) },
});
