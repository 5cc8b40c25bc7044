// Outgoing mail. Every message is kept in outgoing_mails (the demo follows links from
// there, and the mailbox shows them); with SMTP_URL it is also sent through nodemailer.
// Notification mail carries an unsubscribe link and is not sent to unsubscribed addresses;
// transactional mail (password links) always goes out.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../db/client';
import { emailUnsubscribes, outgoingMailAttachments, outgoingMails } from '../db/schema';

export type TMail = {
  tenantId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { fileName: string; contentType: string; content: Buffer }[];
  /** For notifications: the web origin the unsubscribe link points to. */
  notification?: { webOrigin: string };
};
export type TMailer = { send: (db: DbOrTx, mail: TMail) => Promise<{ id: number; skipped: boolean }> };

async function isUnsubscribed(db: DbOrTx, tenantId: number | null, email: string): Promise<boolean> {
  if (tenantId === null) return false;
  const [row] = await db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.tenantId, tenantId), eq(emailUnsubscribes.email, email.toLowerCase())));
  return Boolean(row);
}

export function createMailer(opts: { smtpUrl?: string; from: string; log?: (line: string) => void }): TMailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const log = opts.log ?? ((line: string) => console.log(line));
  return {
    async send(db, mail) {
      const unsubscribeToken = mail.notification ? randomBytes(24).toString('base64url') : null;
      const text = mail.notification
        ? `${mail.text}\n\n--\nNo more of these emails: ${mail.notification.webOrigin}/unsubscribe/${unsubscribeToken}`
        : mail.text;
      const skipped = Boolean(mail.notification) && (await isUnsubscribed(db, mail.tenantId, mail.to));
      const [row] = await db
        .insert(outgoingMails)
        .values({
          tenantId: mail.tenantId,
          to: mail.to,
          subject: mail.subject,
          text,
          html: mail.html,
          category: mail.notification ? 'notification' : 'transactional',
          unsubscribeToken,
          error: skipped ? 'unsubscribed' : null,
        })
        .returning({ id: outgoingMails.id });
      const id = row!.id;
      const attachments = mail.attachments ?? [];
      if (attachments.length) {
        await db.insert(outgoingMailAttachments).values(attachments.map((a) => ({ mailId: id, ...a })));
      }
      if (skipped) return { id, skipped };
      if (!transport) {
        log(`[mail] stored #${id} for ${mail.to}: ${mail.subject}\n${text}`);
        return { id, skipped };
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text,
          html: mail.html,
          attachments: attachments.map((a) => ({
            filename: a.fileName,
            contentType: a.contentType,
            content: a.content,
          })),
        });
        await db.update(outgoingMails).set({ sentAt: new Date() }).where(eq(outgoingMails.id, id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await db
          .update(outgoingMails)
          .set({ error: message.slice(0, 500) })
          .where(eq(outgoingMails.id, id));
        log(`[mail] sending #${id} failed: ${message}`);
      }
      return { id, skipped };
    },
  };
}

/** Records the unsubscribe of the address a notification was sent to. */
export async function unsubscribeByToken(db: DbOrTx, tenantId: number, token: string): Promise<string | null> {
  const [mail] = await db
    .select({ to: outgoingMails.to })
    .from(outgoingMails)
    .where(and(eq(outgoingMails.tenantId, tenantId), eq(outgoingMails.unsubscribeToken, token)));
  if (!mail) return null;
  await db.insert(emailUnsubscribes).values({ tenantId, email: mail.to.toLowerCase() }).onConflictDoNothing();
  return mail.to;
}
