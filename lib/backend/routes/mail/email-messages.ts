// /emailMessages (SPEC §7): the mail the system sent, from the mailboxes the caller holds the
// mailbox right `emailMessages` on (GET /mailboxUserRights); bodies sanitised on the server,
// attachments downloadable. The unsubscribe link is system/email-unsubscribe.ts.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { needsRight } from '../../http/guards';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, fileResponse, listAnswer, listResponse } from '../../http/openapi';
import { sendFile } from '../../http/files';
import {
  emailAttachmentFile,
  getEmailMessage,
  listEmailAttachments,
  listEmailMessages,
  readableMailboxes,
} from '../../services/mailbox/messages';
import {
  ZEmailAttachment,
  ZEmailBodyQuery,
  ZEmailListFilters,
  ZEmailListItem,
  ZEmailMessage,
} from '../../../domain/mail';
import { ZNamedRef } from '../../../domain/response-parts';

const mw = [requireAuth, requireUserSession, needsRight('mailboxes.READ')];
const tags = ['emailMessages'];
const ZAttachmentParam = ZIdParam.extend({ attachmentId: ZIdParam.shape.id });

export function emailMessageRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/mailboxes',
      tags,
      middleware: mw,
      summary: 'The mailboxes whose messages the caller may read (the office: its own and every client’s)',
      responses: { 200: dataResponse('Mailboxes', z.array(ZNamedRef)) },
    }),
    async (c) => c.json({ data: await readableMailboxes(c.var.deps.db, c.var.auth) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/emailMessages',
      tags,
      middleware: mw,
      summary: 'Messages of the mailboxes the caller may read, newest first',
      request: { query: ZListQuery.extend(ZEmailListFilters.shape) },
      responses: { 200: listResponse('Messages', ZEmailListItem) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(listAnswer(q, await listEmailMessages(c.var.deps.db, c.var.auth, q)), 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/emailMessages/{id}',
      tags,
      middleware: mw,
      summary: 'One message: the HTML body sanitised, remote images blocked unless `images=true`',
      request: { params: ZIdParam, query: ZEmailBodyQuery },
      responses: { 200: dataResponse('Message', ZEmailMessage) },
    }),
    async (c) => {
      const showImages = c.req.valid('query').images === 'true';
      const data = await getEmailMessage(c.var.deps.db, c.var.auth, c.req.valid('param').id, { showImages });
      return c.json({ data }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/emailMessages/{id}/attachments',
      tags,
      middleware: mw,
      summary: "The message's attachments",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Attachments', z.array(ZEmailAttachment)) },
    }),
    async (c) => c.json({ data: await listEmailAttachments(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/emailMessages/{id}/attachments/{attachmentId}',
      tags,
      middleware: mw,
      summary: 'One attachment, as a download',
      request: { params: ZAttachmentParam },
      responses: { 200: fileResponse('The attachment', '*/*') },
    }),
    async (c) => {
      const { id, attachmentId } = c.req.valid('param');
      const file = await emailAttachmentFile(c.var.deps.db, c.var.auth, id, attachmentId);
      return sendFile(c, { data: file.content, fileName: file.fileName, contentType: file.contentType });
    },
  );
  return r;
}
