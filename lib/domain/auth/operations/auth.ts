// Logging in (rules §7 Auth): tokens, forgotten passwords, and the caller's rights.
import { z } from 'zod';
import {
  ZCredentials,
  ZForgottenPasswordInput,
  ZMailboxRight,
  ZPasswordLinkParam,
  ZRights,
  ZSetPasswordInput,
  ZToken,
} from '..';
import { dataResponse, defineOperation, jsonBody, PUBLIC } from '../../operation';
import { ZDone } from '../../response-parts';
import * as authEndpoints from '../endpoints';

export const logIn = defineOperation({
  ...authEndpoints.logIn,
  access: { sessions: PUBLIC },
  tags: ['auth'],
  summary: 'Log in as a user, a project (PID) or a plus crew (PCID)',
  request: { headers: z.object({ type: z.literal('MOBILE') }), ...jsonBody(ZCredentials) },
  responses: { 200: dataResponse('A signed token', ZToken) },
});

export const refreshToken = defineOperation({
  ...authEndpoints.refreshToken,
  access: { sessions: PUBLIC },
  tags: ['auth'],
  summary: 'A fresh token for a valid one',
  responses: { 200: dataResponse('A signed token', ZToken) },
});

export const logOut = defineOperation({
  ...authEndpoints.logOut,
  access: { sessions: PUBLIC },
  tags: ['auth'],
  summary: 'End this session: its token, and any copy of its cookie, stop working',
  responses: { 200: dataResponse('Logged out', ZDone) },
});

export const getSession = defineOperation({
  ...authEndpoints.getSession,
  access: { sessions: PUBLIC },
  tags: ['auth'],
  summary: 'Whether this session is still live: 200, or 401 SESSION_ENDED once it has ended',
  responses: { 200: dataResponse('The session is live', ZDone) },
});

export const logOutEverywhere = defineOperation({
  ...authEndpoints.logOutEverywhere,
  access: { sessions: PUBLIC },
  tags: ['auth'],
  summary: "End every session of the caller's user, on every device, this one included",
  responses: { 200: dataResponse('Logged out everywhere', ZDone) },
});

export const requestPasswordReset = defineOperation({
  ...authEndpoints.requestPasswordReset,
  access: { sessions: PUBLIC },
  tags: ['auth'],
  summary: 'Queue a single-use reset link by email; answers 200 whether the account exists or not',
  request: jsonBody(ZForgottenPasswordInput),
  responses: { 200: dataResponse('Accepted', ZDone) },
});

export const resetPassword = defineOperation({
  ...authEndpoints.resetPassword,
  access: { sessions: PUBLIC },
  tags: ['auth'],
  summary: 'Set a new password with a reset or welcome link',
  request: { params: ZPasswordLinkParam, ...jsonBody(ZSetPasswordInput) },
  responses: { 200: dataResponse('Password set', ZDone) },
});

export const getRights = defineOperation({
  ...authEndpoints.getRights,
  access: { sessions: PUBLIC },
  tags: ['auth'],
  summary: 'resource → permissions of the caller',
  responses: { 200: dataResponse('Rights', ZRights) },
});

export const getMailboxRights = defineOperation({
  ...authEndpoints.getMailboxRights,
  access: { sessions: PUBLIC },
  tags: ['auth'],
  summary: 'Mailboxes of the caller and their rights',
  responses: { 200: dataResponse('Mailboxes', z.array(ZMailboxRight)) },
});
