// Profile pictures (rules §7 persons/{id}/profilePictures; §4: they await approval), the
// planners' review of them, and the public profile that shows the approved one.
import { z } from 'zod';
import { ZPictureParams, ZProfilePicture, ZPublicProfile } from '..';
import { ANY_SESSION, dataResponse, defineOperation, ZIdParam } from '../../operation';
import { fileResponse, multipartBody } from '../../operation-content';
import * as selfServiceEndpoints from '../endpoints';

export const uploadProfilePicture = defineOperation({
  ...selfServiceEndpoints.uploadProfilePicture,
  access: { sessions: ANY_SESSION, rights: ['persons.READ'] },
  tags: ['persons'],
  summary: 'Upload a profile picture (multipart "file": JPEG, PNG or WebP, at most 5 MB); it awaits approval',
  request: { params: ZIdParam, ...multipartBody() },
  responses: { 201: dataResponse('Uploaded', ZProfilePicture) },
});

export const listProfilePictures = defineOperation({
  ...selfServiceEndpoints.listProfilePictures,
  access: { sessions: ANY_SESSION, rights: ['persons.READ'] },
  tags: ['persons'],
  summary: "A person's uploaded pictures with their approval status, newest first",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Pictures', z.array(ZProfilePicture)) },
});

export const profilePictureFile = defineOperation({
  ...selfServiceEndpoints.profilePictureFile,
  access: { sessions: ANY_SESSION },
  tags: ['persons'],
  summary: 'The picture itself (the approved one for anyone signed in; others for the person and planners)',
  request: { params: ZPictureParams },
  responses: { 200: fileResponse('Image', 'image/*') },
});

export const listPendingPictures = defineOperation({
  ...selfServiceEndpoints.listPendingPictures,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['persons'],
  summary: 'Profile pictures waiting for approval, oldest first (planners)',
  responses: { 200: dataResponse('Pictures', z.array(ZProfilePicture)) },
});

export const getPublicProfile = defineOperation({
  ...selfServiceEndpoints.getPublicProfile,
  access: { sessions: ANY_SESSION },
  tags: ['persons'],
  summary: 'Name, approved picture and functions of a person: what anyone signed in may see',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Public profile', ZPublicProfile) },
});

export const approveProfilePicture = defineOperation({
  ...selfServiceEndpoints.approveProfilePicture,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['persons'],
  summary: 'Approve a profile picture (planners)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Reviewed', ZProfilePicture) },
});

export const rejectProfilePicture = defineOperation({
  ...selfServiceEndpoints.rejectProfilePicture,
  access: { sessions: ANY_SESSION, rule: 'planners' },
  tags: ['persons'],
  summary: 'Reject a profile picture (planners)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Reviewed', ZProfilePicture) },
});
