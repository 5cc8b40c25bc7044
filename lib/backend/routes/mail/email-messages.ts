// The routes of lib/domain/mail/operations/email-messages.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import { sendFile } from '../../http/files';
import {
  emailAttachmentFile,
  getEmailMessage,
  listEmailAttachments,
  listEmailMessages,
  readableMailboxes,
} from '../../services/mailbox/messages';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/mail/operations/email-messages';

export function emailMessageRoutes() {
  const r = createRouter();
  r.openapi(route(op.listMailboxes), async (c) =>
    c.json({ data: await readableMailboxes(c.var.deps.db, c.var.auth) }, 200),
  );
  r.openapi(route(op.listEmailMessages), async (c) => {
    const q = c.req.valid('query');
    return c.json(listAnswer(q, await listEmailMessages(c.var.deps.db, c.var.auth, q)), 200);
  });
  r.openapi(route(op.getEmailMessage), async (c) => {
    const showImages = c.req.valid('query').images === 'true';
    const data = await getEmailMessage(c.var.deps.db, c.var.auth, c.req.valid('param').id, { showImages });
    return c.json({ data }, 200);
  });
  r.openapi(route(op.listEmailAttachments), async (c) =>
    c.json({ data: await listEmailAttachments(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.emailAttachmentFile), async (c) => {
    const { id, attachmentId } = c.req.valid('param');
    const file = await emailAttachmentFile(c.var.deps.db, c.var.auth, id, attachmentId);
    return sendFile(c, { data: file.content, fileName: file.fileName, contentType: file.contentType });
  });
  return r;
}
