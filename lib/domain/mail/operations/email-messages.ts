// /emailMessages (rules §7): the mail the system sent, from the mailboxes the caller holds the
// mailbox right `emailMessages` on (GET /mailboxUserRights); bodies sanitised on the server,
// attachments downloadable. The unsubscribe link is system/email-unsubscribe.ts.
import { z } from 'zod';
import { ZEmailAttachment, ZEmailBodyQuery, ZEmailListFilters, ZEmailListItem, ZEmailMessage } from '..';
import { dataResponse, defineOperation, listResponse, ZIdParam, ZListQuery } from '../../operation';
import { fileResponse } from '../../operation-content';
import { ZNamedRef } from '../../response-parts';
import * as mailEndpoints from '../endpoints';

const tags = ['emailMessages'];
const ZAttachmentParam = ZIdParam.extend({ attachmentId: ZIdParam.shape.id });

export const listMailboxes = defineOperation({
  ...mailEndpoints.listMailboxes,
  access: { sessions: ['user'], rights: ['mailboxes.READ'] },
  tags,
  summary: 'The mailboxes whose messages the caller may read (the office: its own and every client’s)',
  responses: { 200: dataResponse('Mailboxes', z.array(ZNamedRef)) },
});

export const listEmailMessages = defineOperation({
  ...mailEndpoints.listEmailMessages,
  access: { sessions: ['user'], rights: ['mailboxes.READ'] },
  tags,
  summary: 'Messages of the mailboxes the caller may read, newest first',
  request: { query: ZListQuery.extend(ZEmailListFilters.shape) },
  responses: { 200: listResponse('Messages', ZEmailListItem) },
});

export const getEmailMessage = defineOperation({
  ...mailEndpoints.getEmailMessage,
  access: { sessions: ['user'], rights: ['mailboxes.READ'] },
  tags,
  summary: 'One message: the HTML body sanitised, remote images blocked unless `images=true`',
  request: { params: ZIdParam, query: ZEmailBodyQuery },
  responses: { 200: dataResponse('Message', ZEmailMessage) },
});

export const listEmailAttachments = defineOperation({
  ...mailEndpoints.listEmailAttachments,
  access: { sessions: ['user'], rights: ['mailboxes.READ'] },
  tags,
  summary: "The message's attachments",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Attachments', z.array(ZEmailAttachment)) },
});

export const emailAttachmentFile = defineOperation({
  ...mailEndpoints.emailAttachmentFile,
  access: { sessions: ['user'], rights: ['mailboxes.READ'] },
  tags,
  summary: 'One attachment, as a download',
  request: { params: ZAttachmentParam },
  responses: { 200: fileResponse('The attachment', '*/*') },
});
